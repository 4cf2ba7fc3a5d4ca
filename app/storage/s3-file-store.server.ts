import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertStoreKey, type FileStore, isStoreKey } from "./file-store";

export type S3Settings = {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, s3rver, ...); unset for AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, a profile, the machine's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several installations' files: `dealer-platform/`. */
  prefix: string;
  /** Keys a listing asks for at once; S3's own limit and default is 1,000 (tests ask for fewer to page). */
  listPageSize?: number;
};

// A GET of a missing key answers NoSuchKey (a missing bucket, NoSuchBucket: an error, not an absent file); a HEAD has no
// body to say which, only NotFound.
const notFound = (error: unknown) => error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound");

/**
 * Files in an S3-compatible object store through the AWS SDK's S3 client: every machine of a deployment reads and
 * writes the same bucket, so a photo one stored is there for all. A PUT replaces an object whole, so readers never see
 * half of one.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the S3 API requires them: the SDK's default (a CRC32 on every upload and download, since
    // early 2025) is refused or mishandled by several S3-compatible services.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertStoreKey(key);
    return `${settings.prefix}${key}`;
  };
  return {
    kind: "s3",
    location: `s3://${Bucket}/${settings.prefix}`,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async *list(prefix = "") {
      // The first listing call (ListObjects, paged by the last key seen: S3 lists in key order), which every
      // S3-compatible service answers; s3rver fails every truncated ListObjectsV2 page, making its continuation token
      // with a cipher (DES) that Node 20's OpenSSL no longer offers.
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket, Prefix: `${settings.prefix}${prefix}`, Marker, MaxKeys: settings.listPageSize }),
        );
        const objects = page.Contents ?? [];
        for (const object of objects) {
          const key = object.Key?.slice(settings.prefix.length) ?? "";
          // Objects another writer put beside ours (a folder marker, a file with a dot in its name) are not keys.
          if (isStoreKey(key)) yield { key, size: object.Size ?? 0 };
        }
        if (!page.IsTruncated || !objects.length) return;
        Marker = objects[objects.length - 1].Key;
      }
    },
  };
}
