import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { UNEXPECTED_ERROR } from '@airlens/domain';
import { removeProjectTablePreview } from '../features/insights/components/project-table-preview';
import { SomethingWentWrong } from './something-went-wrong';

/** Shown when a route fails to render or a lazy screen fails to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  // A dashboard that failed to load must not stay hidden behind its page load's first-page preview.
  useLayoutEffect(() => removeProjectTablePreview(), []);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : UNEXPECTED_ERROR;
  return <SomethingWentWrong message={message} />;
}
