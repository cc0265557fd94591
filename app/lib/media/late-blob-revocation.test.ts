describe("late blob revocation", () => {
  it("keeps a revoked blob: URL usable for a while, then revokes it", async () => {
    vi.useFakeTimers();
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    const { REVOKE_DELAY_MS } = await import("./late-blob-revocation");
    // The spy is what the module bound as "revoke now"; the module replaced the public one.
    URL.revokeObjectURL("blob:nested-worker");
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_DELAY_MS);
    expect(revoke).toHaveBeenCalledWith("blob:nested-worker");
    vi.useRealTimers();
  });
});
