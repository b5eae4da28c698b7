import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PROJECT_ROLES, isProjectRole } from '@airlens/domain';
import type { ProjectRole } from '@airlens/domain';
import { visuallyHidden } from '@/components/visually-hidden';

/** Readable names of the project roles. */
export const PROJECT_ROLE_LABELS: Record<ProjectRole, string> = {
  OWNER: 'Owner',
  WRITE_SHARE_USER: 'Can edit and share',
  WRITE_USER: 'Can edit',
  READ_USER: 'Can view',
};

export interface RoleSelectProps {
  label: string;
  value: ProjectRole;
  onChange: (role: ProjectRole) => void;
  /** Only owners and org admins hand out the OWNER role. */
  canGrantOwner: boolean;
  disabled?: boolean;
  /**
   * Keeps the label for screen readers only: in a list of people, each row's "Role of …" would float over the row
   * above; the row's own text already says whose role it is.
   */
  isLabelHidden?: boolean;
}

/** A project role picker. */
export function RoleSelect({
  label,
  value,
  onChange,
  canGrantOwner,
  disabled = false,
  isLabelHidden = false,
}: RoleSelectProps) {
  const roles = PROJECT_ROLES.filter((role) => canGrantOwner || role !== 'OWNER' || value === 'OWNER');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        if (isProjectRole(event.target.value)) {
          onChange(event.target.value);
        }
      }}
      sx={{ minWidth: 190 }}
      slotProps={
        isLabelHidden ? { inputLabel: { sx: visuallyHidden }, input: { notched: false } } : undefined
      }
    >
      {roles.map((role) => (
        <MenuItem key={role} value={role}>
          {PROJECT_ROLE_LABELS[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}
