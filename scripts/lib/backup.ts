/**
 * The CMS's data, backed up and restored (`npm run backup`, `npm run restore`; docs/operations.md):
 * the database with the engine's own tools (SQLite's online backup, which a running CMS does
 * not disturb; pg_dump and pg_restore) and the uploads as files (from cms/public/uploads or the
 * S3 bucket). A backup is a folder: manifest.json, the database, uploads/. A restore refuses a
 * target that holds data unless forced, and a CMS that is running.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import mime from 'mime-types'
import type { CmsEnv } from '../../cms/src/env'
import { postgresConnection } from '../../cms/src/env'
import { CMS_DIR } from './stack'
import { postgresBinDir } from './postgres'

export const MANIFEST = 'manifest.json'
const SQLITE_FILE = 'database.sqlite'
const POSTGRES_FILE = 'database.pgdump'
const UPLOADS = 'uploads'

export type Manifest = {
  version: 1
  createdAt: string
  database: 'sqlite' | 'postgres'
  uploads: 'local' | 's3'
  /** Upload files and their bytes, to check a restore against. */
  files: number
  bytes: number
}

/** Where things are: the CMS's own, unless a test points elsewhere. */
export type Places = { uploadsDir: string }
export const DEFAULT_PLACES: Places = { uploadsDir: path.join(CMS_DIR, 'public', 'uploads') }

const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'))

export const sqliteFile = (env: CmsEnv) =>
  path.isAbsolute(env.DATABASE_FILENAME) ? env.DATABASE_FILENAME : path.join(CMS_DIR, env.DATABASE_FILENAME)

function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const dir = postgresBinDir()
  const candidate = dir ? path.join(dir, name) : name
  return existsSync(candidate) ? candidate : name
}

/** libpq's environment for the CMS's connection (the URL, or its parts), so no password is on a command line. */
function libpqEnv(env: CmsEnv): Record<string, string> {
  const connection = postgresConnection(env)
  const parts =
    'connectionString' in connection && connection.connectionString
      ? (() => {
          const url = new URL(connection.connectionString)
          return {
            PGHOST: decodeURIComponent(url.hostname),
            PGPORT: url.port || '5432',
            PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
            PGUSER: decodeURIComponent(url.username),
            PGPASSWORD: decodeURIComponent(url.password),
          }
        })()
      : {
          PGHOST: String(env.DATABASE_HOST ?? ''),
          PGPORT: String(env.DATABASE_PORT),
          PGDATABASE: String(env.DATABASE_NAME ?? ''),
          PGUSER: String(env.DATABASE_USERNAME ?? ''),
          PGPASSWORD: String(env.DATABASE_PASSWORD ?? ''),
        }
  return {
    ...(Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== '')) as Record<string, string>),
    ...(env.DATABASE_SSL ? { PGSSLMODE: 'require' } : {}),
  }
}

type S3 = {
  client: { send(command: unknown): Promise<unknown> }
  commands: Record<string, new (input: unknown) => unknown>
  bucket: string
}

function s3(env: CmsEnv): S3 {
  const sdk = cmsRequire('@aws-sdk/client-s3') as Record<string, new (input: unknown) => unknown>
  const client = new sdk.S3Client({
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ACCESS_KEY_ID
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  }) as S3['client']
  return { client, commands: sdk, bucket: env.S3_BUCKET as string }
}

async function s3Keys(store: S3, limit = Infinity): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = (await store.client.send(
      new store.commands.ListObjectsV2Command({ Bucket: store.bucket, ContinuationToken: token }),
    )) as { Contents?: { Key?: string }[]; NextContinuationToken?: string }
    for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key)
    token = page.NextContinuationToken
  } while (token && keys.length < limit)
  return keys
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && entry.name !== '.gitkeep')
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

/** Why the restore target is not empty, or null when it is. */
export async function targetContents(env: CmsEnv, places: Places = DEFAULT_PLACES): Promise<string | null> {
  if (env.DATABASE_CLIENT === 'postgres') {
    const connected = new (cmsRequire('pg').Client)(postgresConnection(env)) as {
      connect(): Promise<void>
      query(sql: string, values?: unknown[]): Promise<{ rows: { count: string }[] }>
      end(): Promise<void>
    }
    await connected.connect()
    try {
      const { rows } = await connected.query('SELECT count(*) FROM information_schema.tables WHERE table_schema = $1', [
        env.DATABASE_SCHEMA ?? 'public',
      ])
      if (Number(rows[0].count) > 0) return `the PostgreSQL database has ${rows[0].count} tables`
    } finally {
      await connected.end()
    }
  } else if (existsSync(sqliteFile(env)) && statSync(sqliteFile(env)).size > 0) {
    return `the SQLite database ${path.relative(process.cwd(), sqliteFile(env))} exists`
  }
  if (env.UPLOAD_PROVIDER === 's3') {
    if ((await s3Keys(s3(env), 1)).length) return `the bucket ${env.S3_BUCKET} holds files`
  } else if (filesUnder(places.uploadsDir).length) {
    return `${path.relative(process.cwd(), places.uploadsDir)} holds files`
  }
  return null
}

/** Writes a backup of the CMS's database and uploads into `dir` (created; must not exist yet). */
export async function backup(env: CmsEnv, dir: string, places: Places = DEFAULT_PLACES): Promise<Manifest> {
  if (existsSync(dir)) throw new Error(`${dir} exists already: a backup goes into a new folder`)
  mkdirSync(path.join(dir, UPLOADS), { recursive: true })
  if (env.DATABASE_CLIENT === 'postgres') {
    execFileSync(
      postgresTool('pg_dump'),
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, POSTGRES_FILE)}`],
      { env: { ...process.env, ...libpqEnv(env) }, stdio: ['ignore', 'inherit', 'inherit'] },
    )
  } else {
    const Database = cmsRequire('better-sqlite3') as new (
      file: string,
      options: { readonly: boolean; fileMustExist: boolean },
    ) => { backup(to: string): Promise<unknown>; close(): void }
    const database = new Database(sqliteFile(env), { readonly: true, fileMustExist: true })
    try {
      await database.backup(path.join(dir, SQLITE_FILE))
    } finally {
      database.close()
    }
  }
  let files = 0
  let bytes = 0
  if (env.UPLOAD_PROVIDER === 's3') {
    const store = s3(env)
    for (const key of await s3Keys(store)) {
      const object = (await store.client.send(
        new store.commands.GetObjectCommand({ Bucket: store.bucket, Key: key }),
      )) as { Body: { transformToByteArray(): Promise<Uint8Array> } }
      const body = await object.Body.transformToByteArray()
      const target = path.join(dir, UPLOADS, key)
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, body)
      files++
      bytes += body.byteLength
    }
  } else {
    for (const file of filesUnder(places.uploadsDir)) {
      const target = path.join(dir, UPLOADS, file)
      mkdirSync(path.dirname(target), { recursive: true })
      cpSync(path.join(places.uploadsDir, file), target)
      files++
      bytes += statSync(target).size
    }
  }
  const manifest: Manifest = {
    version: 1,
    createdAt: new Date().toISOString(),
    database: env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite',
    uploads: env.UPLOAD_PROVIDER === 's3' ? 's3' : 'local',
    files,
    bytes,
  }
  writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST)
  if (!existsSync(file)) throw new Error(`${dir} is not a backup: it has no ${MANIFEST}`)
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  if (manifest.version !== 1) throw new Error(`${dir} is a backup of an unknown version (${manifest.version})`)
  return manifest
}

/**
 * Restores the backup in `dir` into the CMS's database and uploads. Refuses a target that holds
 * data unless `force`, and a backup of the other database engine (pg_dump's and SQLite's files
 * are not each other's; Strapi's `strapi transfer` moves data between engines).
 */
export async function restore(
  env: CmsEnv,
  dir: string,
  options: { force?: boolean } = {},
  places: Places = DEFAULT_PLACES,
): Promise<Manifest> {
  const manifest = readManifest(dir)
  const engine = env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite'
  if (manifest.database !== engine)
    throw new Error(`the backup is of a ${manifest.database} database and the CMS is configured for ${engine}`)
  const contents = await targetContents(env, places)
  if (contents && !options.force)
    throw new Error(`${contents}: restoring would replace it. Run again with --force to replace it.`)
  if (engine === 'postgres') {
    execFileSync(
      postgresTool('pg_restore'),
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        `--dbname=${libpqEnv(env).PGDATABASE}`,
        path.join(dir, POSTGRES_FILE),
      ],
      { env: { ...process.env, ...libpqEnv(env) }, stdio: 'inherit' },
    )
  } else {
    const target = sqliteFile(env)
    mkdirSync(path.dirname(target), { recursive: true })
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true })
    cpSync(path.join(dir, SQLITE_FILE), target)
  }
  const uploads = filesUnder(path.join(dir, UPLOADS))
  if (env.UPLOAD_PROVIDER === 's3') {
    const store = s3(env)
    for (const file of uploads)
      await store.client.send(
        new store.commands.PutObjectCommand({
          Bucket: store.bucket,
          Key: file.split(path.sep).join('/'),
          Body: readFileSync(path.join(dir, UPLOADS, file)),
          ContentType: mime.lookup(file) || 'application/octet-stream',
        }),
      )
  } else {
    if (options.force) for (const file of filesUnder(places.uploadsDir)) rmSync(path.join(places.uploadsDir, file))
    mkdirSync(places.uploadsDir, { recursive: true })
    cpSync(path.join(dir, UPLOADS), places.uploadsDir, { recursive: true })
  }
  return manifest
}
