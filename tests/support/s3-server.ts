import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "~/storage/s3-file-store.server";

export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** The settings s3FileStore takes for this server's bucket, under `prefix`. */
  settings(prefix?: string): S3Settings;
  /** The environment a server process takes for this server's bucket. */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
};

/**
 * A real S3-compatible HTTP server for the tests (s3rver: the S3 protocol over a local directory), never a mock of the
 * SDK. It listens on a free port of 127.0.0.1 with one bucket, and checks the SDK's signatures with its fixed keys.
 */
export async function startTestS3(bucket = "photos"): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: (prefix = "") => ({
      bucket,
      endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
      prefix,
    }),
    env: (prefix = "") => ({
      STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: prefix,
    }),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
