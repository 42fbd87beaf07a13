export interface AlphaApi {
  ping(): Promise<void>;
}
