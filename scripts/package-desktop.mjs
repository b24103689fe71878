// `npm run package:desktop`: the desktop app's installers for this machine's platform, with electron-builder,
// into dist/desktop-installers/<version>/ (Windows: the NSIS installer; Linux: the AppImage and the deb; each with
// its blockmap where electron-updater uses one, and the channel file the update feed serves).
//
// 1. Checks what the build needs that npm install does not bring (Electron's binary), so a machine without it
//    stops here with what to provide rather than in the middle of electron-builder.
// 2. Builds the app (nx run desktop:build: electron-vite into dist/apps/desktop/{main,preload,renderer}).
// 3. Makes dist/apps/desktop the app folder: the package.json of apps/desktop, with its two dependencies pinned to
//    the workspace's versions, installed there for production. The workspace's own package.json lists the
//    backend's packages, which must not ship.
// 4. Runs electron-builder on that folder with apps/desktop/electron-builder.config.ts, publishing nothing.
//
// Settings (environment): ELECTRON_DIST, WIN_CSC_LINK / CSC_LINK and WIN_CSC_KEY_PASSWORD, WIN_PUBLISHER_NAME,
// DESKTOP_UPDATE_BASE_URL; apps/desktop/README.md ("Packaging") says what each does.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import electronBuilder from 'electron-builder';
import {
  appManifest,
  desktopBuilderConfig,
  findElectronDist,
  hostPlatform,
  installersFolder,
  isSignedBuild,
} from '../apps/desktop/electron-builder.config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const appDir = join(root, 'dist', 'apps', 'desktop');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

function stop(problems) {
  console.error(`Cannot package the desktop app:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}

/** Runs a Node script (nx, npm) with this Node, so it works the same on Windows, where they are .cmd shims. */
function runNode(script, args, cwd) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd, stdio: 'inherit' });
  if (result.status !== 0) stop([`\`${relative(root, script)} ${args.join(' ')}\` failed (exit code ${result.status ?? result.signal}).`]);
}

const source = readJson(join(root, 'apps', 'desktop', 'package.json'));
const electronVersion = readJson(join(root, 'node_modules', 'electron', 'package.json')).version;
const platform = hostPlatform(process.platform);
if (!platform) {
  stop([`The desktop installers are built on Windows (NSIS) or Linux (AppImage, deb), not on ${process.platform}.`]);
}

// 1. Everything that can be known before building.
const problems = [];
const electron = findElectronDist(process.env, { workspaceRoot: root, electronVersion, platform: process.platform, arch: process.arch });
if ('problem' in electron) problems.push(electron.problem);
let config;
try {
  config = desktopBuilderConfig({
    version: source.version,
    electronVersion,
    electronDist: 'dist' in electron ? electron.dist : '',
    workspaceRoot: root,
    env: process.env,
  });
} catch (error) {
  problems.push(error.message);
}
let manifest;
try {
  manifest = appManifest(source, (name) => {
    const file = join(root, 'node_modules', name, 'package.json');
    return existsSync(file) ? readJson(file).version : undefined;
  });
} catch (error) {
  problems.push(error.message);
}
if (problems.length > 0) stop(problems);

// 2. The app's bundles.
runNode(join(root, 'node_modules', 'nx', 'bin', 'nx.js'), ['run', 'desktop:build', '--outputStyle=static'], root);

// 3. The app folder. Its node_modules is made anew, so nothing of an earlier build (another version's keytar) ships.
writeFileSync(join(appDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(join(appDir, 'node_modules'), { recursive: true, force: true });
const npmCli = process.env.npm_execpath;
if (!npmCli || !existsSync(npmCli)) stop(['Run this through npm (`npm run package:desktop`): it installs the app\'s dependencies with the same npm.']);
// keytar's install script takes its prebuilt binary for this OS, or builds it when that cannot be downloaded.
runNode(npmCli, ['install', '--omit=dev', '--no-package-lock', '--prefer-offline', '--no-audit', '--no-fund'], appDir);

// 4. The installers. The version's folder is emptied first, so it holds this build's files only.
const output = installersFolder(root, source.version);
rmSync(output, { recursive: true, force: true });
try {
  await electronBuilder.build({ projectDir: appDir, config, publish: 'never', [platform]: [] });
} catch (error) {
  stop([`electron-builder failed: ${error instanceof Error ? error.message : String(error)}`]);
}
// What a district copies is the installers, their blockmaps and the channel file: the unpacked app electron-builder
// packed them from, its converted icons and its debug files stay out of the update folder.
for (const name of readdirSync(output)) {
  if (name.endsWith('-unpacked') || name.startsWith('.icon-') || /^builder-.*\.ya?ml$/.test(name)) rmSync(join(output, name), { recursive: true, force: true });
}
const signing = platform === 'win' ? (isSignedBuild(process.env) ? ', signed' : ', UNSIGNED') : '';
console.log(`\nDesktop installers ${source.version}${signing} in ${relative(root, output)}:`);
for (const name of readdirSync(output).sort()) console.log(`  ${name}`);
