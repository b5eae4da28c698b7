import type { DeviceProfileAnswer } from '@airlens/contract';
import { useConfig } from '@/lib/config';
import { useUrlFilters } from '@/components/use-url-filters';
import { useDeviceProfiles } from '../api/list-device-profiles';

/** The URL parameter of the "View as" device profile (absent: no offset). */
export const DEVICE_PROFILE_PARAM = 'deviceProfile';

export interface DeviceProfileChoice {
  /** The project's profiles plus built-ins; empty while loading or when they did not load. */
  profiles: readonly DeviceProfileAnswer[];
  /** The applied profile; null for none (0 dB), also while the list loads. */
  profile: DeviceProfileAnswer | null;
  /** The id in the URL, checked or not. */
  requestedId: string | null;
  /** True once the list is there (or failed): calls that take the profile may start. */
  isSettled: boolean;
  /** The URL names a profile this project does not have (a link from another project): none is applied. */
  isUnknown: boolean;
  error: string | null;
  choose: (profileId: string | null) => void;
}

/**
 * The "View as" client device profile of a project page, in the URL with the other shareable filters
 * (`?deviceProfile=`), checked against the project's list so a stale id never reaches a call that would refuse it.
 */
export function useDeviceProfile(projectId: string, isEnabled = true): DeviceProfileChoice {
  const config = useConfig();
  const [, update, params] = useUrlFilters(config.featureFlags.sixGhz);
  const profiles = useDeviceProfiles(projectId, isEnabled);
  const raw = params.get(DEVICE_PROFILE_PARAM);
  const requestedId = raw === null || raw === '' ? null : raw;
  const list = profiles.data ?? [];
  const profile =
    requestedId === null ? null : (list.find((candidate) => candidate.id === requestedId) ?? null);
  const isSettled = requestedId === null || profiles.data !== undefined || profiles.isError || !isEnabled;
  return {
    profiles: list,
    profile,
    requestedId,
    isSettled,
    isUnknown: requestedId !== null && profile === null && isSettled,
    error: profiles.error?.message ?? null,
    choose: (profileId) => update({ [DEVICE_PROFILE_PARAM]: profileId }),
  };
}
