import { useSearchParams } from 'react-router';
import type { RadioFilterChoice } from '../components/radio-filter';

/**
 * The floor's SSID and access point filter in the URL (`?ssid=corp&ap=id1&ap=id2`), so a link or a reload shows
 * the same radios; replaces the history entry like the other filters.
 */
export function useRadioFilter(): [RadioFilterChoice, (choice: RadioFilterChoice) => void] {
  const [params, setParams] = useSearchParams();
  const choice: RadioFilterChoice = { ssid: params.get('ssid'), apIds: params.getAll('ap') };

  function update(next: RadioFilterChoice): void {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.delete('ssid');
        updated.delete('ap');
        if (next.ssid !== null) {
          updated.set('ssid', next.ssid);
        }
        for (const apId of next.apIds) {
          updated.append('ap', apId);
        }
        return updated;
      },
      { replace: true },
    );
  }

  return [choice, update];
}
