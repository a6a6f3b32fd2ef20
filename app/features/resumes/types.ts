/** A resume as the spec's history lists it: id, file_name, file_url, uploaded_at, file_size. */
export interface ResumeEntry {
  id: string;
  fileName: string;
  /** The authorised download route; the storage key never leaves the server. */
  fileUrl: string;
  uploadedAt: string;
  fileSize: number;
  contentType: string;
  /** True for the resume the profile points to. */
  current: boolean;
}
