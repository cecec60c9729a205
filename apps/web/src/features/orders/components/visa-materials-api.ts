import {
  FilePath,
  VISA_MATERIAL_LIMITS,
  VISA_MATERIAL_MIMES,
  VisaOrderPath,
  type VisaCaseBody,
  type VisaCaseView,
  type VisaMaterialFields,
  type VisaMaterialRemoveBody,
} from '@lvxing/shared';
import { apiClient, ApiError, post } from '@/lib/api-client';

/** What the file picker offers (the server decides by the bytes). */
export const MATERIAL_ACCEPT = VISA_MATERIAL_MIMES.join(',');

/**
 * Why a picked file cannot be sent, before sending it (the server's limits: JPG, PNG, WebP or
 * PDF, 10 MB, 5 files an item), or null. The declared type is only a first sieve.
 */
export function materialProblem(file: File, filesOnItem: number): string | null {
  if (filesOnItem >= VISA_MATERIAL_LIMITS.filesPerItem)
    return `每项材料最多上传${VISA_MATERIAL_LIMITS.filesPerItem}个文件`;
  if (file.type && !(VISA_MATERIAL_MIMES as readonly string[]).includes(file.type))
    return '仅支持 JPG、PNG、WebP 图片或 PDF 文件';
  if (file.size > VISA_MATERIAL_LIMITS.maxBytes)
    return `单个文件不能超过 ${VISA_MATERIAL_LIMITS.maxBytes / 1024 / 1024} MB`;
  return null;
}

/**
 * POST /api/visa/material/upload (multipart: orderNo, applicantId, itemId, then the file): the
 * case as it now is. `onProgress` gets the sent share 0–100.
 * @throws ApiError with the server's message (27005 state, 27006 item, 22001 type, 22002 size…).
 */
export async function uploadMaterial(
  fields: VisaMaterialFields,
  file: File,
  onProgress: (percent: number) => void,
): Promise<VisaCaseView> {
  const form = new FormData();
  form.append('orderNo', fields.orderNo);
  form.append('applicantId', fields.applicantId);
  form.append('itemId', fields.itemId);
  form.append('file', file, file.name);
  const res = await apiClient.post(VisaOrderPath.materialUpload, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (e) => e.total && onProgress(Math.round((e.loaded / e.total) * 100)),
  });
  const body = res.data as { code: number; message: string; data: VisaCaseView };
  if (body.code !== 200) throw new ApiError('business', body.code, body.message, null);
  return body.data;
}

/** POST /api/visa/material/remove: a file off an item not yet accepted. */
export const removeMaterial = (body: VisaMaterialRemoveBody) =>
  post<VisaCaseView>(VisaOrderPath.materialRemove, body);

/** POST /api/visa/case/submit: the applicant's materials sent for review. */
export const submitCase = (body: VisaCaseBody) =>
  post<VisaCaseView>(VisaOrderPath.caseSubmit, body);

/** POST /api/visa/case/abort: 已中止, refunding what the stage allows. */
export const abortCase = (body: VisaCaseBody) => post<VisaCaseView>(VisaOrderPath.caseAbort, body);

/** A browser URL of a material file (fetched with the member's token, as a blob). */
export async function materialUrl(id: string): Promise<string> {
  const res = await apiClient.get(FilePath.content.replace(':id', id), { responseType: 'blob' });
  return URL.createObjectURL(res.data as Blob);
}
