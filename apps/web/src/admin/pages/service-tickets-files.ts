/**
 * Ticket attachments through the console's own axios (the `staff-token` header): the staff
 * upload (multipart) and reading a file as a blob, opened by an object URL (a plain link
 * would carry no staff token).
 */
import { FilePath, type Envelope, type FileUploadResult, type FileView } from '@lvxing/shared';
import { staffHttp, StaffApiError } from '../api';

/**
 * Uploads one attachment of a staff reply; the server sniffs its bytes (JPG, PNG, WebP, PDF)
 * and checks its size (5 MB).
 * @throws StaffApiError with the server's code and Chinese message (22001 type, 22002 size…).
 */
export async function uploadStaffAttachment(file: File): Promise<FileView> {
  const form = new FormData();
  form.append('file', file, file.name);
  let envelope: Envelope<FileUploadResult>;
  try {
    // a multipart type keeps axios from turning the form into JSON; the browser adds the boundary
    const res = await staffHttp.post<Envelope<FileUploadResult>>(FilePath.staffUpload, form, {
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    envelope = res.data;
  } catch {
    throw new StaffApiError(0, '附件上传失败，请检查网络后重试');
  }
  if (envelope.code !== 200) throw new StaffApiError(envelope.code, envelope.message);
  return envelope.data.files[0]!;
}

/**
 * Opens an attachment in a new tab: read with the staff token as a blob, shown by an object URL.
 * @throws StaffApiError when the file cannot be read (22004 not found, a lost session…).
 */
export async function openStaffAttachment(file: FileView): Promise<void> {
  // open the tab now, inside the click, so pop-up blockers let it through
  const tab = window.open('', '_blank');
  try {
    const res = await staffHttp.get<Blob>(FilePath.staffContent.replace(':id', file.id), {
      responseType: 'blob',
    });
    if (res.data.type.includes('json')) {
      const envelope = JSON.parse(await res.data.text()) as Envelope<unknown>;
      throw new StaffApiError(envelope.code, envelope.message);
    }
    const url = URL.createObjectURL(res.data);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    if (err instanceof StaffApiError) throw err;
    throw new StaffApiError(0, '附件读取失败，请稍后重试');
  }
}
