/** A one-file multipart/form-data body as a browser sends it, for `app.inject`. */
export function multipart(filename: string, contentType: string, data: Buffer, field = 'file') {
  const boundary = '----wenkuUploadBoundary9f8e7d';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
