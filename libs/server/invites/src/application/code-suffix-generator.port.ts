/** The random half of invite codes. */
export abstract class CodeSuffixGenerator {
  abstract next(): string;
}
