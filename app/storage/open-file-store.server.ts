import { join } from "node:path";
import type { FileStore } from "./file-store";
import { localFileStore } from "./local-file-store.server";
import { s3FileStore } from "./s3-file-store.server";

/** The environment variables the store is chosen by (app/lib/env.server.ts parses and checks them). */
export type StorageEnv = {
  DATA_DIR: string;
  STORAGE: "local" | "s3";
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PREFIX: string;
};

/** The directory the local store keeps its files in: where feed photos were before issue 54, so none move. */
export const localStoreDir = (dataDir: string) => join(dataDir, "images", "src");

/** The store the environment names; chosen once at start-up (and by each command that stores files). */
export function openFileStore(env: StorageEnv): FileStore {
  if (env.STORAGE === "local") return localFileStore(localStoreDir(env.DATA_DIR));
  if (!env.S3_BUCKET) throw new Error("STORAGE=s3 needs S3_BUCKET");
  return s3FileStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  });
}
