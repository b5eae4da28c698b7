import { readdir, readFile, rm, stat, mkdtemp } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials; the SDK's default chain reads them from the AWS_* variables. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

// Browsers PUT to presigned URLs from the web app's origin; any origin may PUT, and read the ETag it answers.
const CORS_RULES = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** Where s3rver keeps a bucket's unfinished multipart uploads: one folder per upload id, its key in `key`. */
function uploadsDirectory(server: S3rver, bucket: string): string {
  const store = (
    server as unknown as { store: { getResourcePath(b: string, k: undefined, r: string): string } }
  ).store;
  return store.getResourcePath(bucket, undefined, 'uploads');
}

async function listUploads(server: S3rver, bucket: string, prefix: string): Promise<string> {
  const directory = uploadsDirectory(server, bucket);
  const ids = await readdir(directory).catch(() => [] as string[]);
  const uploads: string[] = [];
  for (const id of ids) {
    const key = await readFile(join(directory, id, 'key'), 'utf8').catch(() => null);
    if (key !== null && key.startsWith(prefix)) {
      const initiated = (await stat(join(directory, id))).mtime.toISOString();
      uploads.push(
        `<Upload><Key>${key}</Key><UploadId>${id}</UploadId><Initiated>${initiated}</Initiated></Upload>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`;
}

/**
 * s3rver 3 lacks ListMultipartUploads and AbortMultipartUpload, which real S3, MinIO and Garage have; these two
 * answer them over s3rver's own upload folders (without checking signatures), everything else goes to s3rver.
 */
function withMultipartListing(server: S3rver, next: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://s3rver');
    const [, bucket = '', ...keyParts] = url.pathname.split('/');
    const uploadId = url.searchParams.get('uploadId');
    if (request.method === 'GET' && keyParts.join('') === '' && url.searchParams.has('uploads')) {
      void listUploads(server, bucket, url.searchParams.get('prefix') ?? '').then((xml) => {
        response.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
      });
      return;
    }
    if (request.method === 'DELETE' && uploadId !== null && /^[0-9a-f]+$/.test(uploadId)) {
      void rm(join(uploadsDirectory(server, bucket), uploadId), { recursive: true, force: true }).then(() => {
        response.writeHead(204).end();
      });
      return;
    }
    next(request, response);
  };
}

/** A running S3-compatible server for tests. */
export interface TestS3Server {
  endpoint: string;
  /** The environment an Airlens process needs to use `bucket` on this server. */
  env: (bucket: string, prefix?: string) => Record<string, string>;
  close: () => Promise<void>;
}

/** Starts s3rver on a free loopback port with its data in a fresh temp dir, with `buckets` created. */
export async function startTestS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'airlens-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [CORS_RULES] })),
  });
  const address = await server.run();
  const http = (server as unknown as { httpServer: Server }).httpServer;
  const [s3rverListener] = http.listeners('request') as RequestListener[];
  if (s3rverListener !== undefined) {
    http.removeAllListeners('request');
    http.on('request', withMultipartListing(server, s3rverListener));
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  // The SDK's default credential chain reads these; the test process and its child workers share them.
  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  return {
    endpoint,
    env: (bucket, prefix = 'airlens') => ({
      BLOB_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
