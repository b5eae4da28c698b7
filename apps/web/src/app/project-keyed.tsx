import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';

export interface ProjectKeyedProps {
  render: () => ReactNode;
}

/** Re-mounts the project screen whenever the projectId route parameter changes (docs/product-spec.md §2 Screen behaviour). */
export function ProjectKeyed({ render }: ProjectKeyedProps) {
  const { projectId = '' } = useParams();
  return <Fragment key={projectId}>{render()}</Fragment>;
}
