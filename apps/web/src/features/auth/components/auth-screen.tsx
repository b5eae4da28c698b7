import { Link as RouterLink, useLocation } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CardPage } from '@/components/card-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthState = 'login' | 'register' | 'forgot-password';

const TITLES: Record<AuthState, string> = {
  login: 'Sign in',
  register: 'Create an account',
  'forgot-password': 'Reset your password',
};

function authStateOf(pathname: string): AuthState {
  if (pathname.endsWith('/register')) {
    return 'register';
  }
  if (pathname.endsWith('/forgot-password')) {
    return 'forgot-password';
  }
  return 'login';
}

/** The one authentication screen of /login, /register and /forgot-password; the path picks its state. */
export function AuthScreen() {
  const { pathname, search } = useLocation();
  const state = authStateOf(pathname);
  return (
    <CardPage title={TITLES[state]}>
      {state === 'login' && <LoginForm />}
      {state === 'register' && <RegisterForm />}
      {state === 'forgot-password' && <ForgotPasswordForm />}
      <Typography variant="body2" sx={{ mt: 3 }}>
        {state === 'login' ? (
          <>
            No account yet?{' '}
            <Link component={RouterLink} to="/register">
              Create an account
            </Link>
          </>
        ) : (
          <Link component={RouterLink} to={`/login${search}`}>
            Back to sign in
          </Link>
        )}
      </Typography>
    </CardPage>
  );
}
