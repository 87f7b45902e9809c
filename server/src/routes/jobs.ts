/**
 * Job applications: multipart form with one résumé, for signed-in visitors. The file is recognised by its bytes,
 * written under a random name in the uploads folder (never inside the database folder), and described by a row
 * in `resumes`; the application and that row are stored in one transaction.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { JobApplicationFields } from "../../../src/lib/api-contract.js";
import { API_LIMITS, PROFILE_URLS, isProfileUrl } from "../../../src/lib/api-contract.js";
import type { ServiceContext } from "../context.js";
import { DOCUMENT_TYPES, sniffDocument } from "../lib/documents.js";
import { rateLimit, requireUser, signedInUser } from "../plugins/guards.js";
import { cleanFileName, optional } from "../lib/text.js";
import { queueMail } from "../mail/delivery.js";
import { applicationConfirmationMail, teamApplicationMail } from "../mail/templates.js";
import { MESSAGES } from "../messages.js";
import { applicationBody } from "../../../src/lib/api-schemas.js";

interface UploadedFile {
  filename: string;
  data: Buffer;
}

type ApplicationBody = JobApplicationFields & { resume: UploadedFile };

/** Writes `data` to `dir/name` durably: a temporary file, flushed, then renamed into place. */
async function writeFileDurably(dir: string, name: string, data: Buffer): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, name);
  const temporary = `${target}.partial`;
  try {
    const handle = await fs.open(temporary, "wx", 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, target);
  } catch (error) {
    // A full disk or a failed rename leaves no half-written file behind.
    await fs.unlink(temporary).catch(() => {});
    throw error;
  }
  // The new name itself must survive a power cut: flush the folder too.
  const folder = await fs.open(dir, "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
  return target;
}

/** Free bytes for this user on the uploads disk; null when it cannot be told (then we do not refuse). */
async function freeBytes(dir: string): Promise<number | null> {
  try {
    await fs.mkdir(dir, { recursive: true });
    const stats = await fs.statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

export async function jobRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  const { db, config } = ctx;

  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    // busboy cuts a longer field short without an error; 64 KB is more bytes than any field's longest value can
    // take (10,000 characters of up to 4 bytes each), so a cut-off value is always over its maxLength and refused.
    limits: { fileSize: API_LIMITS.resumeMaxBytes, files: 1, fields: 12, fieldSize: 64 * 1024, parts: 13 },
    // Keep the file's name next to its bytes; the bytes decide its type.
    async onFile(part) {
      const value: UploadedFile = { filename: part.filename, data: await part.toBuffer() };
      (part as unknown as { value: UploadedFile }).value = value;
    },
  });

  app.post<{ Body: ApplicationBody }>(
    "/job/application",
    {
      onRequest: [
        rateLimit(ctx, "forms", config.rateLimits.forms),
        requireUser(ctx),
        async (request, reply) => {
          // Checked on the header: `isMultipart()` is only known once the body parser has run.
          if (!/^multipart\/form-data\b/i.test(request.headers["content-type"] ?? "")) {
            return reply.code(415).send({ success: false, msg: MESSAGES.multipartRequired });
          }
        },
        async (request, reply) => {
          // Quotas are checked before a byte of the body is read.
          const free = await freeBytes(config.uploadsDir);
          if (free !== null && free < config.quotas.minFreeDiskMb * 1024 * 1024) {
            request.log.warn({ freeBytes: free }, "uploads disk below MIN_FREE_DISK_MB: refusing résumés");
            return reply.code(503).header("retry-after", "3600").send({ success: false, msg: MESSAGES.diskFull });
          }
          const [sent] = await db.query<{ total: number; today: number }>(
            "SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at > $2)::int AS today FROM job_applications WHERE user_id = $1",
            [signedInUser(request).id, new Date(ctx.now() - 24 * 60 * 60 * 1000)],
          );
          if (sent.total >= config.quotas.applicationsTotal) {
            return reply.code(429).send({ success: false, msg: MESSAGES.applicationsTotal(config.quotas.applicationsTotal) });
          }
          if (sent.today >= config.quotas.applicationsPerDay) {
            return reply.code(429).header("retry-after", "86400").send({ success: false, msg: MESSAGES.applicationsToday(config.quotas.applicationsPerDay) });
          }
        },
      ],
      schema: { body: applicationBody },
    },
    async (request, reply) => {
      const b = request.body;
      if (!isProfileUrl("linkedin", b.linkedin_url)) return reply.code(400).send({ success: false, msg: PROFILE_URLS.linkedin.message });
      if (b.github_url?.trim() && !isProfileUrl("github", b.github_url)) {
        return reply.code(400).send({ success: false, msg: PROFILE_URLS.github.message });
      }
      const resume = b.resume;
      // A browser sends an empty, unnamed file part when no file was chosen.
      if (!resume.filename && resume.data.length === 0) return reply.code(400).send({ success: false, msg: MESSAGES.resumeRequired });
      if (resume.data.length === 0) return reply.code(400).send({ success: false, msg: MESSAGES.resumeEmpty });
      const kind = sniffDocument(resume.data);
      if (kind === null) return reply.code(415).send({ success: false, msg: MESSAGES.resumeType });

      const type = DOCUMENT_TYPES[kind];
      const sentFileName = cleanFileName(resume.filename);
      const storedName = `${randomUUID()}${type.extension}`;
      const filePath = await writeFileDurably(config.uploadsDir, storedName, resume.data);
      const applicationId = randomUUID();
      const resumeId = randomUUID();
      const now = new Date(ctx.now());
      const application = {
        full_name: b.full_name.trim(),
        email: b.email.trim(),
        phone: b.phone.trim(),
        position: b.position.trim(),
        linkedin_url: b.linkedin_url.trim(),
        github_url: optional(b.github_url),
        portfolio_url: optional(b.portfolio_url),
        cover_letter: optional(b.cover_letter),
        country: optional(b.country),
      };
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO job_applications (id, user_id, full_name, email, phone, position, linkedin_url, github_url, portfolio_url,
                                           cover_letter, country, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [applicationId, signedInUser(request).id, application.full_name, application.email, application.phone, application.position, application.linkedin_url,
              application.github_url, application.portfolio_url, application.cover_letter, application.country, now],
          );
          await tx.query(
            `INSERT INTO resumes (id, application_id, stored_name, original_name, media_type, size_bytes, sha256, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [resumeId, applicationId, storedName, sentFileName, type.mediaType,
              resume.data.length, createHash("sha256").update(resume.data).digest("hex"), now],
          );
          await queueMail(tx, applicationConfirmationMail(ctx.mail.site, application.email, application.full_name), now.getTime());
          await queueMail(tx, teamApplicationMail(ctx.mail.site, ctx.mail.team, application, resumeId, sentFileName), now.getTime());
        });
      } catch (error) {
        // No row points at the file: remove it so the uploads folder holds only applications we kept.
        await fs.unlink(filePath).catch(() => {});
        throw error;
      }
      ctx.mail.wake();
      return reply.code(201).send({ success: true, msg: MESSAGES.applicationReceived(application.position) });
    },
  );
}
