import { callOperation } from '@/lib/api-client';
import { memberOperations } from './member-operations';

/** Uploads one image (multipart field `file`); resolves to its URL. */
export async function uploadFile(file: File): Promise<string> {
  const formData = new FormData();
  formData.append('file', file);
  const { url } = await callOperation(memberOperations.uploadFile, { formData, noMsg: true });
  return url;
}
