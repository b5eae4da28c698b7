import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DesignRequirement, DesignRequirementArea } from '../model/design-areas';

export interface AreaRequirementFieldProps {
  /** The selected requirement areas (the field is absent when there are none). */
  areas: readonly DesignRequirementArea[];
  requirements: readonly DesignRequirement[];
  /** null holds the areas to no requirement. */
  onChange: (requirementId: string | null) => void;
}

/** Shown while the selected areas differ: not a value the user can pick. */
const MIXED = 'mixed';
/** The select's value for an area held to no requirement. */
const NONE = '';

/** The requirement the selected requirement areas are held to, changeable after drawing them. */
export function AreaRequirementField({ areas, requirements, onChange }: AreaRequirementFieldProps) {
  if (areas.length === 0) {
    return null;
  }
  const held = new Set(areas.map((area) => area.requirementId ?? NONE));
  const [only] = held;
  const value = held.size === 1 && only !== undefined ? only : MIXED;
  // An area may name a requirement the design no longer lists: keep it showable instead of an empty select.
  const unknown = [...held].filter(
    (id) => id !== NONE && !requirements.some((requirement) => requirement.id === id),
  );
  return (
    <TextField
      select
      size="small"
      label={areas.length === 1 ? 'Area requirement' : 'Requirement of the selected areas'}
      value={value}
      onChange={(event) => {
        if (event.target.value !== MIXED) {
          onChange(event.target.value === NONE ? null : event.target.value);
        }
      }}
      sx={{ minWidth: 200 }}
    >
      {value === MIXED && (
        <MenuItem value={MIXED} disabled>
          Different requirements
        </MenuItem>
      )}
      <MenuItem value={NONE}>No requirement</MenuItem>
      {requirements.map((requirement) => (
        <MenuItem key={requirement.id} value={requirement.id}>
          {requirement.name}
        </MenuItem>
      ))}
      {unknown.map((id) => (
        <MenuItem key={id} value={id} disabled>
          {`Unknown requirement ${id}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
