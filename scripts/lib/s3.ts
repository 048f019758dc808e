/**
 * A local S3-compatible server (s3rver, from npm: Debian has no MinIO) on its own port, with one
 * bucket: for the tests and the bench in a throwaway folder, for `npm run start:scaled` in a kept
 * one. It checks request signatures as S3 does, with the key pair S3RVER / S3RVER, and serves
 * objects to anonymous GETs, as a public bucket does.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export type TestS3 = {
  endpoint: string
  bucket: string
  publicUrl: string
  env: Record<string, string>
  stop: () => Promise<void>
}

/** `directory`: where the objects are kept between runs; without it a temporary folder, removed on stop. */
export async function startS3(port: number, options: { bucket?: string; directory?: string } = {}): Promise<TestS3> {
  const bucket = options.bucket ?? 'media'
  const directory = options.directory ?? mkdtempSync(path.join(os.tmpdir(), 'qa-s3-'))
  mkdirSync(directory, { recursive: true })
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    publicUrl: `${endpoint}/${bucket}`,
    /** The CMS's variables for this server. */
    env: {
      UPLOAD_PROVIDER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close()
      if (!options.directory) rmSync(directory, { recursive: true, force: true })
    },
  }
}
