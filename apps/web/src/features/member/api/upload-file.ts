import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';

/** Uploads one image (multipart field `file`); resolves to its URL. */
export async function uploadFile(file: File): Promise<string> {
  const formData = new FormData();
  formData.append('file', file);
  const { url } = await callOperation(operations.uploadFile, { formData, noMsg: true });
  return url;
}
