import { useLocation } from 'react-router';
import { AuthCard } from './auth-card';
import { AuthFooter } from './auth-footer';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { RouterAuthEnvironment } from './router-auth-environment';

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

/**
 * The one authentication screen of /login, /register and /forgot-password inside the app (after a sign-out or
 * a redirect by the route guard); the path picks its state. A fresh visit of /login or /forgot-password opens
 * the same forms on the light sign-in page instead (src/login, issue #21).
 */
export function AuthScreen() {
  const { pathname, search } = useLocation();
  const state = authStateOf(pathname);
  return (
    <RouterAuthEnvironment>
      <AuthCard title={TITLES[state]}>
        {state === 'login' && <LoginForm />}
        {state === 'register' && <RegisterForm />}
        {state === 'forgot-password' && <ForgotPasswordForm />}
        <AuthFooter isLogin={state === 'login'} search={search} />
      </AuthCard>
    </RouterAuthEnvironment>
  );
}
