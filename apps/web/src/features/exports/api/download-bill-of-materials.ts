import { exportsEndpoints, pathOf, type BomFormat } from '@airlens/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { fileNameOf, saveFile } from '@/lib/save-file';

/** The bill of materials formats offered as files. */
export type BomFileFormat = Exclude<BomFormat, 'json'>;

/** GET bom?format=csv|xlsx through the api client: the file and the name the server gives it. */
export async function downloadBillOfMaterials(
  projectId: string,
  format: BomFileFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const endpoint = exportsEndpoints.getBillOfMaterials;
  const response = await apiRequest<Blob>(pathOf(endpoint, { id: projectId }), {
    method: endpoint.method,
    query: { format },
    responseType: 'blob',
  });
  return { blob: response.data, fileName: fileNameOf(response.headers, `bill-of-materials.${format}`) };
}

/** Downloads and saves the bill of materials; a failure is shown as an error notification. */
export function useDownloadBillOfMaterials(projectId: string) {
  return useMutation({
    mutationFn: async (format: BomFileFormat) => {
      const file = await downloadBillOfMaterials(projectId, format);
      saveFile(file.blob, file.fileName);
    },
    onError: (error) => {
      notify({
        level: 'error',
        title: 'The bill of materials could not be downloaded',
        description: error.message,
      });
    },
    meta: { handledError: true },
  });
}
