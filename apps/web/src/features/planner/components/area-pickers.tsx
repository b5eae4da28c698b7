import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { EditorTool } from '../hooks/use-editor-tools';
import type { DesignAttenuationAreaType, DesignRequirement } from '../model/design-areas';

export interface AreaPickersProps {
  tool: EditorTool;
  attenuationTypes: readonly DesignAttenuationAreaType[];
  attenuationTypeId: string;
  onAttenuationTypeChange: (id: string) => void;
  requirements: readonly DesignRequirement[];
  /** '' for an area held to no requirement. */
  requirementId: string;
  onRequirementChange: (id: string) => void;
}

/** What a new area gets, shown with its tool: the attenuation type (its loss) or the requirement. */
export function AreaPickers(props: AreaPickersProps) {
  if (props.tool === 'attenuationArea') {
    return (
      <TextField
        select
        size="small"
        label="Attenuation type"
        value={props.attenuationTypeId}
        onChange={(event) => props.onAttenuationTypeChange(event.target.value)}
        sx={{ minWidth: 200 }}
      >
        {props.attenuationTypes.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {`${type.name} · ${type.dbPerMeter.FIVE.toFixed(1)} dB/m at 5 GHz`}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (props.tool === 'area') {
    return (
      <TextField
        select
        size="small"
        label="Requirement"
        value={props.requirementId}
        onChange={(event) => props.onRequirementChange(event.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">No requirement</MenuItem>
        {props.requirements.map((requirement) => (
          <MenuItem key={requirement.id} value={requirement.id}>
            {requirement.name}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return null;
}
