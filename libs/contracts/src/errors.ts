/** The body of every 4xx/5xx answer. `fields` names each invalid input for a 400. */
export interface ApiErrorBody {
  /**
   * The answer's HTTP status.
   * @asType integer
   * @minimum 400
   * @maximum 599
   */
  statusCode: number;
  /** The status's name ('Bad Request', 'Not Found', ...). */
  error: string;
  message: string;
  /** On a 400: each invalid field, with what is wrong with it. */
  fields?: { field: string; problems: string[] }[];
}
