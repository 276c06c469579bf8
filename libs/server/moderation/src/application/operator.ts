/** The admin acting in the console. */
export interface Operator {
  id: string;
  email: string;
}
