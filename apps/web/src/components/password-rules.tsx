import { passwordRuleTexts } from '@airlens/domain';
import Typography from '@mui/material/Typography';

export interface PasswordRulesProps {
  /** Referenced by the password field's aria-describedby, so screen readers read the rules with it. */
  id: string;
  /** Whether the organisation password policy applies (the passwordPolicy flag), as the form enforces it. */
  isPolicyEnforced: boolean;
}

/** The password rules, shown before anything is typed so nobody learns them by failing one. */
export function PasswordRules({ id, isPolicyEnforced }: PasswordRulesProps) {
  return (
    <div id={id}>
      <Typography variant="body2" color="text.secondary">
        Password rules:
      </Typography>
      <Typography component="ul" variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
        {passwordRuleTexts(isPolicyEnforced).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Typography>
    </div>
  );
}
