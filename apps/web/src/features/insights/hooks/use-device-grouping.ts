import { useSearchParams } from 'react-router';
import { DEVICE_GROUPINGS, type DeviceGrouping } from '@airlens/contract';

/** The URL value naming the inventory's grouping; absent for the default, configuration lines. */
export const DEVICE_GROUPING_PARAM = 'inventoryBy';

function isDeviceGrouping(value: string | null): value is DeviceGrouping {
  return DEVICE_GROUPINGS.some((grouping) => grouping === value);
}

/**
 * How the network inventory groups its rows, kept in the URL like the other filters (`?inventoryBy=model`), so a
 * reload or a shared link shows the same table; the default leaves the URL clean.
 */
export function useDeviceGrouping(): [DeviceGrouping, (grouping: DeviceGrouping) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(DEVICE_GROUPING_PARAM);
  const grouping = isDeviceGrouping(raw) ? raw : 'line';

  function setGrouping(next: DeviceGrouping): void {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'line') {
          updated.delete(DEVICE_GROUPING_PARAM);
        } else {
          updated.set(DEVICE_GROUPING_PARAM, next);
        }
        return updated;
      },
      { replace: true },
    );
  }

  return [grouping, setGrouping];
}
