/**
 * @jest-environment node
 */
// A writer's path without a build: the real content plus one new MDX post, fed through what the build does with it
// (the content check, the article pages and their neighbours, the lists' order, the feed and the search index).
// `npm run test:new-post` still builds a whole copy with such a post; this runs in every `npm test` in a second.
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { newestFirst } from "../../shared/lib/posts";
import { blogDetailsPath } from "../../shared/lib/routes";
import { buildSearchIndex, search } from "../../features/search/rules";
import { rssFeed } from "../feed";
import { blogDetailsPages, type PostNode } from "../../features/blog/build";
import { postBuildFiles } from "../post-build";
import { searchSources } from "../../features/search/build";
import { checkAllContent, parseMdx } from "../validate";
import { yamlCollections } from "../content-model";

const ROOT = path.resolve(__dirname, "../../..");
const BLOG = "content/blog";

interface Post {
  file: string;
  body: string;
  fm: { id: string; title: string; desc: string; date: string; category: string; author: string; tags?: string[] };
}

const read = (projectPath: string): string => fs.readFileSync(path.join(ROOT, projectPath), "utf8");

function realPosts(): Post[] {
  return fs
    .readdirSync(path.join(ROOT, BLOG))
    .map((folder) => `${BLOG}/${folder}/index.mdx`)
    .filter((file) => fs.existsSync(path.join(ROOT, file)))
    .map((file) => {
      const { frontmatter, body } = parseMdx(read(file));
      return { file, body, fm: frontmatter as unknown as Post["fm"] };
    });
}

const posts = realPosts();
const newest = newestFirst(posts.map((p) => ({ id: p.fm.id, date: p.fm.date })))[0];
// The next free id and the day after the newest post, so a writer's next post never collides with the fixture.
const id = String(Math.max(...posts.map((p) => Number(p.fm.id))) + 1);
const date = new Date(Date.parse(`${newest.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const [category] = (YAML.parse(read("data/categories.yaml")) as { name: string }[]).map((c) => c.name);
const [author] = YAML.parse(read("data/authors.yaml")) as { id: string; name: string }[];
const BODY_WORD = "photosynthesis";
const folder = `${BLOG}/${id}-fixture-post`;
const fixture: Post = {
  file: `${folder}/index.mdx`,
  body: `The class signed the word ${BODY_WORD} together.\n`,
  fm: {
    id,
    title: "Fixture Post: Signing Along in Science Class",
    desc: "A post added by the tests.",
    date,
    category,
    author: author.id,
    tags: ["Fixture"],
  },
};
const fixtureSource = `---
id: "${id}"
title: "${fixture.fm.title}"
desc: "${fixture.fm.desc}"
category: "${category}"
date: "${date}"
author: "${author.id}"
cover: "./cover.jpg"
coverAlt: "Abstract illustration used as the fixture post's cover"
tags: ["Fixture"]
---

${fixture.body}`;
const all = [...posts, fixture];

it("passes the content check beside every real post", () => {
  const yaml = new Map(yamlCollections.map((c) => [c.file, read(c.file)]));
  const mdx = new Map([...posts.map((p) => [p.file, read(p.file)] as const), [fixture.file, fixtureSource]]);
  const exists = (projectPath: string): boolean => projectPath === `${folder}/cover.jpg` || fs.existsSync(path.join(ROOT, projectPath));
  expect(checkAllContent({ yaml, mdx, exists })).toEqual([]);
});

it("gets both article pages, and becomes the Next of the post that was newest", () => {
  const nodes: PostNode[] = all.map((p) => ({
    id: `node-${p.fm.id}`,
    frontmatter: { id: p.fm.id, date: p.fm.date, category: { name: p.fm.category } },
    internal: { contentFilePath: path.join(ROOT, p.file) },
  }));
  const pages = blogDetailsPages(nodes);
  expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining([`/blog-details/${id}/`, `/blog-details-3/${id}/`]));
  const before = pages.find((p) => p.path === `/blog-details/${newest.id}/`);
  expect(before?.context).toMatchObject({ nextId: `node-${id}` });
});

it("comes first in the lists, which show the newest posts first", () => {
  const order = newestFirst(all.map((p) => ({ id: p.fm.id, date: p.fm.date, category: p.fm.category, author: p.fm.author })));
  expect(order[0].id).toBe(id);
  expect(order.filter((p) => p.category === category)[0].id).toBe(id);
  expect(order.filter((p) => p.author === author.id)[0].id).toBe(id);
});

it("is in the RSS feed", () => {
  const authors = new Map((YAML.parse(read("data/authors.yaml")) as { id: string; name: string }[]).map((a) => [a.id, a.name]));
  const files = postBuildFiles({
    siteYaml: { name: "Gestura", titleSeparator: " · ", feedTitle: "Insights" },
    site: { siteMetadata: { siteUrl: "https://gestura.example" } },
    pagesYaml: { description: "Notes" },
    allPost: {
      nodes: all.map(({ fm }) => ({ frontmatter: { ...fm, category: { name: fm.category }, author: { name: authors.get(fm.author) ?? "" } } })),
    },
  });
  const feed = rssFeed(files.feed.channel, files.feed.items);
  expect(feed).toContain(`<title>${fixture.fm.title}</title>`);
  expect(feed).toContain(`https://gestura.example${blogDetailsPath(id)}`);
});

it("is found by the search, by a word of its body", () => {
  const index = buildSearchIndex(
    searchSources({
      allPost: { nodes: all.map(({ body, fm }) => ({ body, frontmatter: { ...fm, tags: fm.tags ?? null, category: { name: fm.category } } })) },
      allPagesYaml: { nodes: [] },
      allJobsYaml: { nodes: [] },
    }),
  );
  expect(search(index, BODY_WORD).map((hit) => hit.doc.u)).toContain(blogDetailsPath(id));
});
