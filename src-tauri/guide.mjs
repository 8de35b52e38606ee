// Builds the guide (docs/, an mdBook) into target/book/ for the installers to carry as the app's
// resources (`guide/`, tauri.installers.conf.json; Help and F1 open it: src-tauri/src/commands/help.rs).
// mdBook comes from crates.io, pinned, into target/tools/ the first time (`make docs` does the same).
//   node src-tauri/guide.mjs
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MDBOOK_VERSION = '0.5.4';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tools = path.join(root, 'target', 'tools');
const mdbook = path.join(tools, 'bin', process.platform === 'win32' ? 'mdbook.exe' : 'mdbook');

if (!existsSync(mdbook)) {
  execFileSync('cargo', ['install', 'mdbook', '--version', MDBOOK_VERSION, '--locked', '--no-default-features',
    '--features', 'search', '--root', tools], { stdio: 'inherit', cwd: root });
}
execFileSync(mdbook, ['build', 'docs'], { stdio: 'inherit', cwd: root });
