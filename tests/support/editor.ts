import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

const root = path.resolve(__dirname, '../..');

/**
 * The editor's "Work with Local Repository" asks the browser for a folder. In the test the folder picker answers
 * with a folder of the browser's own private storage, filled with a copy of the repository's content/ (and an empty
 * .git, which the editor looks for to know it is a repository's root), so nothing on disk is touched.
 */
async function pickCopyOfContent(context: BrowserContext) {
  const files: Record<string, string> = {};
  for (const file of fs.readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })) {
    const full = path.join(root, 'content', file);
    if (fs.statSync(full).isFile())
      files[`content/${file.split(path.sep).join('/')}`] = fs.readFileSync(full, 'base64');
  }
  await context.addInitScript((copy: Record<string, string>) => {
    Object.assign(window, {
      async showDirectoryPicker() {
        const repository = await (
          await navigator.storage.getDirectory()
        ).getDirectoryHandle('repository', {
          create: true,
        });
        await repository.getDirectoryHandle('.git', { create: true });
        for (const [file, base64] of Object.entries(copy)) {
          const parts = file.split('/');
          let folder = repository;
          for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
          const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
          await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
          await writable.close();
        }
        return repository;
      },
    });
  }, files);
}

/** Opens the editor at 1440 px on a copy of the content (`pickCopyOfContent`), as an owner working locally would. */
export async function openEditorOnCopy(context: BrowserContext, page: Page) {
  await pickCopyOfContent(context);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
}

/**
 * Every file of the copy as the editor left it, by path from the repository's root, as base64. A file the browser
 * removes while it is read (the swap file of a save still being written) is left out.
 */
export function filesOfCopy(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const found: Record<string, string> = {};
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      // A folder is an async list of its [name, handle] pairs, which TypeScript's DOM types do not declare yet.
      for await (const [name, handle] of folder as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const file = await (handle as FileSystemFileHandle).getFile().catch(() => null);
          if (!file) continue;
          const bytes = new Uint8Array(await file.arrayBuffer());
          found[`${prefix}${name}`] = btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repository'), '');
    return found;
  });
}

/** Writes the copy's files into `dir`, as a repository's content/ would be after the owner's save. */
export function writeCopy(files: Record<string, string>, dir: string) {
  for (const [file, base64] of Object.entries(files)) {
    if (!file.startsWith('content/')) continue;
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, Buffer.from(base64, 'base64'));
  }
}

/** The editor draws a form's fields as they scroll into view: scrolls the form down until `target` is drawn. */
export async function scrollFormTo(page: Page, target: Locator) {
  await page.getByRole('group', { name: /^Edit .* Content$/ }).hover();
  await expect(async () => {
    if (await target.count()) await target.scrollIntoViewIfNeeded();
    else await page.mouse.wheel(0, 900);
    await expect(target).toBeVisible({ timeout: 200 });
  }).toPass({ intervals: [50] });
}
