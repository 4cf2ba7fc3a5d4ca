import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/** Why the embedded database's folder cannot be used, in words for whoever started the process. */
export class DataDirError extends Error {}

/** When a process started (Linux: ticks since boot), so a reused process id is not mistaken for the holder. */
function startTime(pid: number): string | null {
  try {
    // Field 22 of /proc/PID/stat, counted after the command name, which may itself hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Whether the process a lock names still holds it: alive, and (where the system says) the same process that wrote it. */
function holderAlive(lock: string): { pid: number; alive: boolean } {
  const [pidText, started] = lock.trim().split(":");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return { pid, alive: false };
  const now = startTime(pid);
  return { pid, alive: !started || now === null || now === started };
}

/**
 * Takes the embedded database's folder for this process alone. PGlite is an in-process PostgreSQL:
 * two processes writing one folder corrupt it, so a second server or a CLI run while the server is
 * up gets a clear error instead. A lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new DataDirError(`Cannot create the embedded database folder ${dataDir}: ${(error as Error).message}`);
  }
  // Beside the folder, not in it: PGlite initialises an empty folder and wants it to itself.
  const lockFile = `${dataDir.replace(/\/+$/, "")}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockFile, "wx");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EROFS" || code === "EACCES" || code === "EPERM")
        throw new DataDirError(`The embedded database folder ${dataDir} is not writable (${code}); check DATA_DIR and its permissions.`);
      if (code !== "EEXIST") throw error;
      const holder = holderAlive(readFileSync(lockFile, "utf8"));
      if (holder.alive)
        throw new DataDirError(
          `The embedded database in ${dataDir} is in use by process ${holder.pid}. Stop that server (or CLI) first, or point DATABASE_URL at a PostgreSQL server, which any number of processes can share.`,
        );
      rmSync(lockFile, { force: true });
      continue;
    }
    writeSync(fd, `${process.pid}:${startTime(process.pid) ?? ""}`);
    closeSync(fd);
    return () => rmSync(lockFile, { force: true });
  }
  throw new DataDirError(`Could not lock the embedded database folder ${dataDir}.`);
}
