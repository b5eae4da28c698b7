import { ArchiveConversion } from '../features/controller-archive/components/archive-conversion';
import { PlacePicker } from '../features/places/components/place-picker';
import { UploadLauncher } from '../features/uploads/components/upload-launcher';

/**
 * The upload launcher with the places feature's city picker and the controller-archive conversion in its dialog
 * (a converted .esx goes straight into the upload queue): features meet only here.
 */
export function UploadLauncherWithPlaces() {
  return (
    <UploadLauncher
      renderPlacePicker={(slot) => <PlacePicker {...slot} />}
      renderFooter={(slot) => <ArchiveConversion onImport={slot.onImport} />}
    />
  );
}
