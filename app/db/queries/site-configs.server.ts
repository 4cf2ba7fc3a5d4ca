import type { Queryable } from "~/db/database";
import type { Actor } from "~/db/queries/audit.server";

import type { ConfigSourceName } from "~/domain/settings/settings-history-view";

export type ConfigSource = ConfigSourceName;

/** A site's configuration as the database holds it now: the newest version. */
export type StoredConfig = { siteId: number; slug: string; version: number; config: unknown };

/** One saved version, as the history lists it (the config itself read apart: a history page lists dozens). */
export type ConfigVersionRow = {
  version: number;
  source: ConfigSource;
  actor: string;
  note: string | null;
  restoredFrom: number | null;
  createdAt: Date;
};

/** Every site's newest configuration, by slug. */
export async function currentConfigs(db: Queryable): Promise<StoredConfig[]> {
  return db
    .query<StoredConfig>(
      `SELECT DISTINCT ON (v.site_id) v.site_id AS "siteId", s.slug, v.version, v.config
     FROM site_config_versions v JOIN sites s ON s.id = v.site_id
     ORDER BY v.site_id, v.version DESC`,
    )
    .then((rows) => rows.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)));
}

/** The SHA of the file each site's config was last read in from, by site id (sites never read from a file: absent). */
export async function lastFileShas(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.query<{ site_id: number; file_sha: string }>(
    `SELECT DISTINCT ON (site_id) site_id, file_sha FROM site_config_versions WHERE source = 'file'
     ORDER BY site_id, version DESC`,
  );
  return new Map(rows.map((r) => [r.site_id, r.file_sha]));
}

/**
 * Adds the site's next version. Two saves at once both read the same newest version: the second's insert meets the
 * primary key and fails rather than losing the first's change (the caller says the settings changed meanwhile).
 */
export async function insertConfigVersion(
  db: Queryable,
  entry: {
    siteId: number;
    config: unknown;
    source: ConfigSource;
    actor: Actor;
    at: Date;
    fileSha?: string;
    note?: string;
    restoredFrom?: number;
    /** The version the saver started from: the save is refused (null returned) when a newer one was saved since. */
    basedOn?: number;
  },
): Promise<number | null> {
  const rows = await db.query<{ version: number }>(
    `INSERT INTO site_config_versions (site_id, version, config, source, file_sha, staff_id, actor, note, restored_from, created_at)
     SELECT $1, COALESCE(max(version), 0) + 1, $2::jsonb, $3, $4, $5::bigint, $6, $7, $8, $9
     FROM site_config_versions WHERE site_id = $1
     HAVING $10::int IS NULL OR COALESCE(max(version), 0) = $10::int
     ON CONFLICT (site_id, version) DO NOTHING
     RETURNING version`,
    [
      entry.siteId,
      JSON.stringify(entry.config),
      entry.source,
      entry.fileSha ?? null,
      "staffId" in entry.actor ? entry.actor.staffId : null,
      "tool" in entry.actor ? entry.actor.tool : entry.actor.email,
      entry.note ?? null,
      entry.restoredFrom ?? null,
      entry.at,
      entry.basedOn ?? null,
    ],
  );
  return rows[0]?.version ?? null;
}

/** The site's versions, newest first. */
export async function configHistory(db: Queryable, siteId: number, limit: number): Promise<ConfigVersionRow[]> {
  return db.query<ConfigVersionRow>(
    `SELECT version, source, actor, note, restored_from AS "restoredFrom", created_at AS "createdAt"
     FROM site_config_versions WHERE site_id = $1 ORDER BY version DESC LIMIT $2`,
    [siteId, limit],
  );
}

/** One version's config, or null when the site has no such version. */
export async function configAtVersion(db: Queryable, siteId: number, version: number): Promise<unknown | null> {
  const [row] = await db.query<{ config: unknown }>("SELECT config FROM site_config_versions WHERE site_id = $1 AND version = $2", [
    siteId,
    version,
  ]);
  return row ? row.config : null;
}

/** The site's newest version and its config, or null for a site never stored. */
export async function currentConfig(db: Queryable, siteId: number): Promise<{ version: number; config: unknown } | null> {
  const [row] = await db.query<{ version: number; config: unknown }>(
    "SELECT version, config FROM site_config_versions WHERE site_id = $1 ORDER BY version DESC LIMIT 1",
    [siteId],
  );
  return row ?? null;
}
