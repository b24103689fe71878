/** The body of every 4xx/5xx answer. `fields` names each invalid input for a 400. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: { field: string; problems: string[] }[];
}
