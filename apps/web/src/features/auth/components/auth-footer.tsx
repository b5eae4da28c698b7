import { AuthLink } from './auth-link';
import './auth.css';

export interface AuthFooterProps {
  /** The sign-in page offers registration; the other screens lead back to it, keeping the query. */
  isLogin: boolean;
  /** The page's query string (the `redirect` target survives the way back to sign-in). */
  search: string;
}

/** The line under the sign-in screens' form: 'Create an account' or 'Back to sign in'. */
export function AuthFooter({ isLogin, search }: AuthFooterProps) {
  return (
    <p className="al-auth-footer">
      {isLogin ? (
        <>
          No account yet? <AuthLink to="/register">Create an account</AuthLink>
        </>
      ) : (
        <AuthLink to={`/login${search}`}>Back to sign in</AuthLink>
      )}
    </p>
  );
}
