import { mkdtemp, rm } from 'node:fs/promises';
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
