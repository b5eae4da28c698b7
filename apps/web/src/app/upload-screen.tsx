import { PlacePicker } from '../features/places/components/place-picker';
import { UploadLauncher } from '../features/uploads/components/upload-launcher';

/** The upload launcher with the places feature's city picker in its dialog: features meet only here. */
export function UploadLauncherWithPlaces() {
  return <UploadLauncher renderPlacePicker={(slot) => <PlacePicker {...slot} />} />;
}
