import { useSearchParams } from 'react-router';

/** The URL parameter that keeps the floor view's mode (`?mode=edit`), so a link or reload opens the editor. */
export const MODE_PARAM = 'mode';

/** Whether the floor view is in edit mode, and a setter that keeps the other URL parameters. */
export function useEditMode(): [boolean, (isEditing: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const isEditing = params.get(MODE_PARAM) === 'edit';
  function setEditing(next: boolean): void {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) {
          updated.set(MODE_PARAM, 'edit');
        } else {
          updated.delete(MODE_PARAM);
        }
        return updated;
      },
      { replace: false },
    );
  }
  return [isEditing, setEditing];
}
