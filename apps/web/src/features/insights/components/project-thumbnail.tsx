import { useState } from 'react';
import Box from '@mui/material/Box';
import { designTypeIconOf } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import { DesignTypeIcon } from '@/components/icons/design-type-icon';

export interface ProjectThumbnailProps {
  projectId: string;
  projectType: string;
  width: number;
  height: number;
}

/** The project's thumbnail.png, or its type icon when the project has none (decorative: the name is beside it). */
export function ProjectThumbnail({ projectId, projectType, width, height }: ProjectThumbnailProps) {
  const scope = useApiScope();
  const [hasFailed, setHasFailed] = useState(false);
  const src = scope.mapPath(`/projectapi/v1/projects/${encodeURIComponent(projectId)}/thumbnail.png`);
  return (
    <Box
      sx={{
        width,
        height,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {hasFailed ? (
        <DesignTypeIcon
          icon={designTypeIconOf(projectType)}
          size={Math.min(width, height) * 0.7}
          isDecorative
        />
      ) : (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          width={width}
          height={height}
          onError={() => setHasFailed(true)}
          sx={{ objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}
