// A Dockerfile as stages of instructions (parsed by dockerfile-ast: continuation lines, comments,
// JSON and shell forms), with the build arguments of FROM lines resolved to their defaults.
import { readFileSync } from 'node:fs';
import { DockerfileParser, type Instruction, ModifiableInstruction } from 'dockerfile-ast';

export interface DockerInstruction {
  keyword: string;
  /** The arguments after the flags, as written. */
  args: string[];
  /** `--from=build` -> { from: 'build' }. */
  flags: Record<string, string>;
  /** Everything after the keyword, continuation lines joined. */
  text: string;
  /** 1-based line of the instruction. */
  line: number;
}

export interface DockerStage {
  name: string | undefined;
  /** The base image, build arguments replaced by their defaults. */
  image: string;
  instructions: DockerInstruction[];
}

export interface ParsedDockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  globalArgs: Record<string, string | undefined>;
  stages: DockerStage[];
}

function toInstruction(instruction: Instruction): DockerInstruction {
  const flags: Record<string, string> = {};
  if (instruction instanceof ModifiableInstruction)
    for (const flag of instruction.getFlags()) flags[flag.getName()] = flag.getValue() ?? '';
  return {
    keyword: instruction.getKeyword().toUpperCase(),
    // Flags are not arguments: dockerfile-ast leaves them out.
    args: instruction.getArguments().map((arg) => arg.getValue()),
    flags,
    text: instruction.getArgumentsContent() ?? '',
    line: instruction.getRange().start.line + 1,
  };
}

function substitute(text: string, args: Record<string, string | undefined>): string {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, braced, bare) => {
    const value = args[(braced ?? bare) as string];
    if (value === undefined) throw new Error(`build argument ${String(braced ?? bare)} has no default`);
    return value;
  });
}

export function parseDockerfile(file: string): ParsedDockerfile {
  const dockerfile = DockerfileParser.parse(readFileSync(file, 'utf8'));
  const globalArgs: Record<string, string | undefined> = {};
  const stages: DockerStage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    const parsed = toInstruction(instruction);
    if (parsed.keyword === 'FROM') {
      const [image, as, name] = parsed.args;
      if (!image) throw new Error(`${file}:${parsed.line}: FROM without an image`);
      stages.push({
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        image: substitute(image, globalArgs),
        instructions: [],
      });
      continue;
    }
    const stage = stages[stages.length - 1];
    if (stage) stage.instructions.push(parsed);
    else if (parsed.keyword === 'ARG')
      for (const declaration of parsed.args) {
        const [key, ...value] = declaration.split('=');
        globalArgs[key!] = value.length > 0 ? value.join('=') : undefined;
      }
    else throw new Error(`${file}:${parsed.line}: ${parsed.keyword} before the first FROM`);
  }
  return { globalArgs, stages };
}

/** The instructions of a stage with the given keyword. */
export function instructionsOf(stage: DockerStage, keyword: string): DockerInstruction[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword);
}

/**
 * The image a build target makes, as one stage: the instructions of the stages it is built `FROM`
 * (earliest first) and its own, on the external base image they all start from. Without a target,
 * the last stage, as `docker build` does.
 */
export function targetStage(dockerfile: ParsedDockerfile, target?: string): DockerStage {
  const byName = new Map(dockerfile.stages.map((stage) => [stage.name, stage]));
  let stage = target === undefined ? dockerfile.stages.at(-1) : byName.get(target);
  if (!stage) throw new Error(`no build target ${String(target)}`);
  const lineage: DockerStage[] = [stage];
  while (byName.has(stage.image)) {
    stage = byName.get(stage.image)!;
    lineage.unshift(stage);
  }
  return {
    name: lineage.at(-1)!.name,
    image: lineage[0]!.image,
    instructions: lineage.flatMap((each) => each.instructions),
  };
}
