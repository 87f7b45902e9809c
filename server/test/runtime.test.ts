/**
 * The Node that runs the suite: the one pinned as the `node` dev dependency (Node 24 LTS from the npm registry), which
 * npm puts first on the PATH of every script, so a machine that has an older Node still runs the product on this one.
 * The native modules the build and the service load must load under it: sharp (images), lmdb and msgpackr-extract
 * (Gatsby's cache), @node-rs/argon2 (passwords).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { hash, verify } from "@node-rs/argon2";

interface PackageJson {
  engines: { node: string };
  devDependencies: Record<string, string>;
}
const pkg = JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as PackageJson;
const PINNED = pkg.devDependencies.node;

/** `require` as seen from `from`: sharp, lmdb and msgpackr-extract are Gatsby's dependencies, not ours. */
const requireFrom = (from: string): NodeRequire => createRequire(from);
const fromRoot = requireFrom(path.resolve("package.json"));
const fromGatsby = requireFrom(fromRoot.resolve("gatsby/package.json"));

const folders: string[] = [];
after(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe("the Node that runs the suite", () => {
  it("is the pinned Node, in the range package.json's engines names", () => {
    assert.equal(process.version, `v${PINNED}`);
    const major = PINNED.split(".")[0];
    assert.match(pkg.engines.node, new RegExp(`^>=${major}\\.\\d+\\.\\d+ <${Number(major) + 1}$`));
  });

  it("is the `node` a script or a child process finds first on its PATH", () => {
    const child = spawnSync("node", ["-p", "process.version"], { encoding: "utf8" });
    assert.equal(child.stdout.trim(), `v${PINNED}`);
  });
});

describe("native modules under this Node", () => {
  it("sharp encodes an image", async () => {
    type Sharp = (options: { create: { width: number; height: number; channels: 3; background: string } }) => {
      png: () => { toBuffer: () => Promise<Buffer> };
    };
    const sharp = requireFrom(fromRoot.resolve("gatsby-plugin-sharp/package.json"))("sharp") as Sharp;
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#4a2" } })
      .png()
      .toBuffer();
    assert.deepEqual(
      [...png.subarray(1, 4)],
      [..."PNG"].map((c) => c.charCodeAt(0)),
    );
  });

  it("lmdb stores and reads a value", async () => {
    interface Store {
      put: (key: string, value: unknown) => Promise<boolean>;
      get: (key: string) => unknown;
      close: () => Promise<void>;
    }
    const lmdb = fromGatsby("lmdb") as { open: (options: { path: string }) => Store };
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-lmdb-"));
    folders.push(folder);
    const store = lmdb.open({ path: folder });
    await store.put("greeting", { text: "hello" });
    assert.deepEqual(store.get("greeting"), { text: "hello" });
    await store.close();
  });

  it("msgpackr-extract loads, so msgpackr (under lmdb) decodes natively", () => {
    const fromLmdb = requireFrom(fromGatsby.resolve("lmdb"));
    const fromMsgpackr = requireFrom(fromLmdb.resolve("msgpackr"));
    const extract = fromMsgpackr("msgpackr-extract") as { extractStrings?: unknown };
    assert.equal(typeof extract.extractStrings, "function");
    assert.equal((fromLmdb("msgpackr") as { isNativeAccelerationEnabled: boolean }).isNativeAccelerationEnabled, true);
  });

  it("@node-rs/argon2 hashes and verifies a password", async () => {
    const digest = await hash("correct horse battery staple", { memoryCost: 1024, timeCost: 1 });
    assert.equal(await verify(digest, "correct horse battery staple"), true);
    assert.equal(await verify(digest, "wrong"), false);
  });
});
