export interface BetaApi {
  pong(): Promise<void>;
}
