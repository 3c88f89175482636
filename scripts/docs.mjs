// The package's reference, from the declarations it ships (pkg/<entry>/arbiter.d.ts, each entry
// point a module of the reference), with TypeDoc:
//
//   node scripts/docs.mjs           writes the HTML reference into target/docs/api/ (npm run docs)
//   node scripts/docs.mjs --check   emits nothing and fails on any warning: an export without
//                                   documentation, a broken {@link} (npm test)
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Application, LogLevel } from "typedoc";

const check = process.argv.includes("--check");
const manifest = JSON.parse(readFileSync(join("pkg", "package.json"), "utf8"));
const entryPoints = Object.entries(manifest.exports)
  .filter(([key, value]) => typeof value === "object" && key !== "./package.json")
  .map(([, value]) => join("pkg", value.types))
  .filter((file) => existsSync(file));
if (entryPoints.length === 0) throw new Error("scripts/docs.mjs: no entry point in pkg/: run scripts/build.sh first");

const app = await Application.bootstrap({
  entryPoints,
  entryPointStrategy: "resolve",
  name: `${manifest.name} ${manifest.version}`,
  // The package's README and guides as the tarball holds them (their links resolve there).
  readme: join("pkg", "README.md"),
  projectDocuments: [join("pkg", "docs", "*.md")],
  out: join("target", "docs", "api"),
  tsconfig: join("scripts", "docs.tsconfig.json"),
  excludePrivate: true,
  excludeInternal: true,
  // Every export (function, class, interface, type, constant) and every method and accessor of a
  // class has a comment. (The fields of the data types carry the Rust docs tsify copies, where
  // tsify writes them: the inline variants of a union have none, so fields are not required.)
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  // Helper types of signatures (the loader's inputs where the environment declares them, the
  // classes' static \`this\`): named in the declarations, not API of their own.
  intentionallyNotExported: ["Instance", "WasmModule", "GameConstructor", "AnyGame", "ConfigOf", "RecordOf"],
  requiredToBeDocumented: ["Enum", "EnumMember", "Variable", "Function", "Class", "Interface", "Method", "Accessor", "TypeAlias"],
  treatWarningsAsErrors: check,
  treatValidationWarningsAsErrors: check,
  logLevel: LogLevel.Warn,
  disableSources: true,
  githubPages: false,
});
const project = await app.convert();
if (!project) {
  console.error("[docs] TypeDoc could not convert the declarations");
  process.exit(1);
}
app.validate(project);
if (app.logger.hasErrors() || (check && app.logger.hasWarnings())) {
  console.error(`[docs] ${check ? "the reference is incomplete" : "TypeDoc failed"}: see the messages above`);
  process.exit(1);
}
if (check) {
  console.log(`[docs] every export of ${entryPoints.length} entry points is documented`);
} else {
  await app.generateDocs(project, join("target", "docs", "api"));
  console.log(`[docs] the reference: ${join("target", "docs", "api", "index.html")}`);
}
