"""The bank of known-wrong implementations (hand-written): real misconceptions, each made by
editing the solution notebook's code, each with the tests it must fail and what their messages
must say. `test_grader.py` grades them all and checks that each loses exactly those points.
Learner `bank-K` of the generated class holds the K-th entry of each exercise.

A `Wrong` names the exercise, the cell (by id) and exact text replacements (each must occur
once in that cell); `fails` maps each test that must fail to a phrase the first line of its
message must contain: one that names the mistake in the learner's terms (what to fix), never ""
or a phrase that any wrong output gets ("differs from", "far from"), since a failure that matches
a known mistake names it in every test it breaks (test_grader.py checks the phrases). Every
other test of the exercise must pass.

Every graded test also checks the values its inputs should give (no point for an output that
ignores the inputs: see ignorers.py), so a mistake that changes the output fails every test whose
inputs it reaches: a wrong scale or softmax axis fails all of exercise 01, a wrong encoder wiring
the dropout and gradient tests of 04 as well. Where a later step calls an earlier one by name
(exercises 08 and 10), its tests run on the reference's earlier step
(courseware.grader.plugin.reference_steps), so a slip there costs the tests of its own step only.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Wrong:
    exercise: str
    name: str
    cell: str
    edits: tuple[tuple[str, str], ...]
    fails: dict = field(default_factory=dict)

    @property
    def learner(self) -> str:
        """The generated learner holding it: `bank-K` holds the K-th wrong implementation of each
        exercise (one notebook per exercise), so the class needs as many learners as the longest
        exercise has entries (12, exercise 05), not one per entry (39)."""
        return f"bank-{[w for w in BANK if w.exercise == self.exercise].index(self)}"

    @property
    def id(self) -> str:
        return f"{self.exercise}-{self.name}"


SDPA = "export-sdpa"
# every test of exercise 01: a wrong score scale or softmax axis changes every output
SDPA_TESTS = ("test_output_and_weight_shapes", "test_matches_pytorch_without_mask",
              "test_weights_are_the_softmax_of_scaled_scores",
              "test_padding_mask", "test_causal_mask", "test_fully_masked_row_stays_finite_and_uniform",
              "test_any_number_of_leading_dimensions", "test_half_precision_with_mask",
              "test_bad_masks_raise_value_error",
              "test_dropout_on_the_weights", "test_gradients_flow_to_query_key_and_value",
              "test_inputs_are_not_modified", "test_float64_inputs_give_a_float64_result")
# the tests of exercise 02 that compare the whole output with nn.MultiheadAttention
MHA_OUTPUT_TESTS = ("test_self_attention_matches_pytorch", "test_cross_attention_matches_pytorch",
                    "test_key_padding_mask_in_every_head", "test_causal_mask")
# ... and every test of exercise 02 that checks the whole output (a wrong wiring of forward fails them all)
MHA_FORWARD_TESTS = (*MHA_OUTPUT_TESTS, "test_dropout_only_in_training", "test_gradients_reach_every_projection")
MHA = "export-mha"
# the tests of exercise 04 that compare a post-norm encoder (decoder) layer's output with PyTorch's
ENCODER_OUTPUT_TESTS = ("test_encoder_layer_matches_pytorch[post-norm]", "test_dropout_only_in_training",
                        "test_every_parameter_gets_a_gradient")
# the tests of exercise 03 that read the sinusoidal table (PositionalEncoding builds on it)
PE_TESTS = ("test_sinusoidal_encoding_against_the_formula", "test_positional_encoding_adds_the_slice",
            "test_positional_encoding_dropout_on_the_sum")
DECODER_OUTPUT_TESTS = ("test_decoder_layer_matches_pytorch[post-norm]", "test_decoder_cannot_see_the_future",
                        "test_source_padding_changes_nothing", "test_every_parameter_gets_a_gradient")

RMS_TESTS = ("test_rmsnorm_equals_torch[eps1e-6]", "test_rmsnorm_equals_torch[eps0.1]")
APPLY_ROPE_TESTS = ("test_apply_rope_equals_the_complex_form[0]", "test_apply_rope_equals_the_complex_form[5]",
                    "test_rope_scores_depend_on_the_distance_only")
# exercise 06: the BPE tests that train, and every top-p test
BPE_TRAIN_TESTS = ("test_bpe_learns_the_chapters_merges", "test_bpe_ties_go_to_the_smaller_pair")
TOP_P_TESTS = (*(f"test_top_p_keeps_the_nucleus[{p}]" for p in (0.3, 0.45, 0.6, 0.78, 0.9, 0.97)),
               "test_top_p_filters_each_row_of_a_batch")
CACHE_TESTS = ("test_cache_fed_in_pieces_gives_the_full_forward_logits",
               "test_generate_with_the_cache_gives_the_uncached_tokens")
# exercise 11: the tests of the tiled forward pass, of its backward pass, of the rolling cache
TILED = "export-tiled"
TILED_LSE, TILED_GRADCHECK = ("test_the_saved_log_sum_exp_is_torch_logsumexp",
                              "test_gradcheck_of_your_forward_and_backward")
TILED_MEMORY, TILED_POISON = ("test_no_tensor_as_large_as_a_row_of_scores",
                              "test_causal_blocks_above_the_diagonal_are_never_read")
TILED_FORWARD_TESTS = ("test_tiled_output_equals_attention[no-mask]", "test_tiled_output_equals_attention[causal]",
                       TILED_LSE, TILED_GRADCHECK)
TILED_FAR_APART = "test_far_apart_scores_neither_overflow_nor_vanish"
TILED_CAUSAL_FORWARD_TESTS = ("test_tiled_output_equals_attention[causal]", TILED_LSE, TILED_GRADCHECK, TILED_MEMORY,
                              TILED_POISON, TILED_FAR_APART)
TILED_BACKWARD_TESTS = ("test_tiled_backward_equals_autograd[no-mask]", "test_tiled_backward_equals_autograd[causal]",
                        "test_the_log_sum_exps_own_gradient_reaches_the_scores", TILED_GRADCHECK)
ROLLING_TESTS = ("test_rolling_cache_decodes_as_the_band_mask", "test_rolling_cache_keeps_window_minus_one_positions")
# exercise 08: the tests that score a corpus (each step's tests run on the reference's earlier steps)
BLEU_SCORE_TESTS = ("test_corpus_bleu_equals_sacrebleu", "test_corpus_bleu_without_smoothing_equals_sacrebleu")
CLOSEST_TESTS = ("test_closest_reference_length_is_the_nearest", "test_closest_reference_length_ties_go_to_the_shorter")
GEOMETRIC = "        score = 100 * bp * math.exp(sum(math.log(p) for p in precisions) / max_n)\n"
GQA_TESTS = (*(f"test_gqa_equals_grouped_sdpa[{g}]" for g in ("g1-multi-query", "g2", "g3", "g6-multi-head")),
             "test_gqa_cached_equals_uncached")
# exercise 09: the tests of the count chosen, of everything built on the encoder, and of the classifier
COUNT_TESTS = ("test_each_sequence_has_its_share_of_ordinary_tokens_chosen[rate0.15]",
               "test_each_sequence_has_its_share_of_ordinary_tokens_chosen[rate0.5]")
CLASSIFIER_TESTS = ("test_the_classifier_reads_the_first_token",
                    "test_the_classifier_applies_its_dropout_in_training_only")
MODEL_TESTS = ("test_the_encoder_reads_both_ways_like_pytorchs",
               "test_a_batch_narrower_than_the_position_table_gets_its_own_positions",
               "test_the_loss_is_the_cross_entropy_at_the_chosen_positions", *CLASSIFIER_TESTS)

# exercise 10: the tests of the patches (the model's run on the reference's), and two of the whole model
PATCH_TESTS = ("test_patchify_reads_the_patches_row_by_row", "test_the_patch_embedding_is_a_strided_convolution")
VIT_MODEL_TESTS = ("test_the_model_computes_the_papers_equations", "test_dropout_only_in_training")


BANK = [
    # 01 scaled dot-product attention ----------------------------------------------------------
    Wrong("01", "no_sqrt_dk", SDPA, (("/ math.sqrt(d_k)", ""),), {
        t: "no 1/sqrt(d_k) scaling: did you divide the scores by sqrt(d_k)?" for t in SDPA_TESTS}),
    Wrong("01", "divided_by_d_k", SDPA, (("/ math.sqrt(d_k)", "/ d_k"),), {
        t: "divided by d_k instead of sqrt(d_k)" for t in SDPA_TESTS}),
    Wrong("01", "softmax_over_queries", SDPA, (("scores.softmax(dim=-1)", "scores.softmax(dim=-2)"),), {
        t: "softmax over the wrong axis" for t in SDPA_TESTS}),
    Wrong("01", "mask_inverted", SDPA, (("masked_fill(~mask,", "masked_fill(mask,"),), {
        t: "mask inverted" for t in ("test_padding_mask", "test_causal_mask", "test_any_number_of_leading_dimensions",
                                     "test_half_precision_with_mask", "test_fully_masked_row_stays_finite_and_uniform",
                                     "test_gradients_flow_to_query_key_and_value", "test_inputs_are_not_modified",
                                     "test_float64_inputs_give_a_float64_result")}),
    Wrong("01", "fill_with_minus_inf", SDPA, (("torch.finfo(scores.dtype).min", 'float("-inf")'),), {
        "test_fully_masked_row_stays_finite_and_uniform": "did you fill with -inf?"}),
    Wrong("01", "fill_with_minus_1e9", SDPA, (("torch.finfo(scores.dtype).min", "-1e9"),), {
        "test_half_precision_with_mask": "does not fit in half precision"}),
    Wrong("01", "weights_after_dropout", SDPA,
          (("return dropped @ value, weights", "return dropped @ value, dropped"),), {
        "test_dropout_on_the_weights": "return the weights before dropout"}),
    Wrong("01", "mask_not_checked", SDPA, (("check_mask(mask, scores.shape)", "pass"),), {
        "test_bad_masks_raise_value_error": "did you call check_mask"}),
    # float32 whatever the input: only the tests about dtypes lose their points, and name it
    Wrong("01", "softmax_in_float32", SDPA,
          (("scores.softmax(dim=-1)", "scores.softmax(dim=-1, dtype=torch.float32)"),), {
        t: "computes in float32 whatever the inputs' dtype" for t in (
            "test_float64_inputs_give_a_float64_result", "test_half_precision_with_mask",
            "test_gradients_flow_to_query_key_and_value")}),
    # 02 multi-head attention ------------------------------------------------------------------
    Wrong("02", "split_without_transpose", MHA, (
        ("x.view(batch, length, self.num_heads, self.d_k).transpose(1, 2)",
         "x.reshape(batch, self.num_heads, length, self.d_k)"),), {
        # merge_heads is right (it is graded on heads split the right way)
        t: "heads split by a view straight to (B, h, L, d_k)"
        for t in (*MHA_FORWARD_TESTS, "test_split_heads_layout")}),
    Wrong("02", "merge_without_transpose", MHA, (
        ("x.transpose(1, 2).contiguous().view(batch, length, self.d_model)",
         "x.reshape(batch, length, self.d_model)"),), {
        t: "heads merged without transposing back"
        for t in (*MHA_FORWARD_TESTS, "test_merge_heads_undoes_split_heads")}),
    Wrong("02", "no_output_projection", MHA,
          (("return self.w_o(self.merge_heads(out)), weights", "return self.merge_heads(out), weights"),), {
        t: "w_o is not applied" for t in MHA_FORWARD_TESTS}),
    Wrong("02", "dropout_in_eval", MHA, (("self.dropout_p if self.training else 0.0", "self.dropout_p"),), {
        "test_dropout_only_in_training": "eval mode gave two different results"}),
    Wrong("02", "dropout_never", MHA, (("self.dropout_p if self.training else 0.0", "0.0"),), {
        "test_dropout_only_in_training": "train mode with dropout=0.5 gave identical results"}),
    Wrong("02", "value_from_key_projection", MHA,
          (("v = self.split_heads(self.w_v(value))", "v = self.split_heads(self.w_k(value))"),), {
        t: "the values are projected with w_k" for t in MHA_FORWARD_TESTS}),
    # 03 feed-forward, embeddings, positional encoding -----------------------------------------
    Wrong("03", "no_relu", "export-ffn",
          (("self.w_2(self.dropout(torch.relu(self.w_1(x))))", "self.w_2(self.dropout(self.w_1(x)))"),), {
        "test_feed_forward": "the ReLU between w_1 and w_2 is missing",
        "test_feed_forward_dropout_inside": "the ReLU between w_1 and w_2 is missing"}),
    Wrong("03", "relu_after_w_2", "export-ffn",
          (("self.w_2(self.dropout(torch.relu(self.w_1(x))))", "torch.relu(self.w_2(self.dropout(self.w_1(x))))"),), {
        "test_feed_forward": "the ReLU is applied after w_2",
        "test_feed_forward_dropout_inside": "the ReLU is applied after w_2"}),
    Wrong("03", "no_dropout_in_ffn", "export-ffn",
          (("self.w_2(self.dropout(torch.relu(self.w_1(x))))", "self.w_2(torch.relu(self.w_1(x)))"),), {
        "test_feed_forward_dropout_inside": "no dropout in training mode"}),
    Wrong("03", "embedding_not_scaled", "export-embedding",
          (("return self.embedding(tokens) * math.sqrt(self.d_model)", "return self.embedding(tokens)"),), {
        "test_token_embedding_scale": "not multiplied by sqrt(d_model)"}),
    Wrong("03", "sin_cos_swapped", "export-sinusoid", (("pe[:, 0::2] = torch.sin(", "pe[:, 0::2] = torch.cos("),
                                                        ("pe[:, 1::2] = torch.cos(", "pe[:, 1::2] = torch.sin(")), {
        t: "sin and cos are swapped" for t in PE_TESTS}),
    Wrong("03", "exponent_i_over_d", "export-sinusoid",
          (("dtype=torch.float64) / d_model)", "dtype=torch.float64) / d_model / 2)"),), {
        t: "10000^(i/d) instead of 10000^(2i/d)" for t in PE_TESTS}),
    Wrong("03", "dropout_before_adding_pe", "export-pe", (
        ("self.dropout(x + self.pe[start:start + length].to(x.dtype))",
         "self.dropout(x) + self.pe[start:start + length].to(x.dtype)"),), {
        "test_positional_encoding_dropout_on_the_sum": "dropout is applied to x before PE is added"}),
    # 04 encoder and decoder layers -----------------------------------------------------------
    Wrong("04", "residual_outside_the_norm", "export-encoder-layer", (
        ("x = self.norm1(x + self.dropout1(self.self_attn(x, x, x, mask)[0]))",
         "x = x + self.norm1(self.dropout1(self.self_attn(x, x, x, mask)[0]))"),
        ("return self.norm2(x + self.dropout2(self.feed_forward(x)))",
         "return x + self.norm2(self.dropout2(self.feed_forward(x)))")), {
        **{t: "residual outside the norm" for t in ENCODER_OUTPUT_TESTS}}),
    Wrong("04", "pre_norm_always", "export-encoder-layer", (("if self.norm_first:", "if True:"),), {
        **{t: "pre-norm wiring used although norm_first=False" for t in ENCODER_OUTPUT_TESTS}}),
    Wrong("04", "no_residual", "export-encoder-layer", (
        ("x = self.norm1(x + self.dropout1(self.self_attn(x, x, x, mask)[0]))",
         "x = self.norm1(self.dropout1(self.self_attn(x, x, x, mask)[0]))"),
        ("return self.norm2(x + self.dropout2(self.feed_forward(x)))",
         "return self.norm2(self.dropout2(self.feed_forward(x)))")), {
        **{t: "residual connection missing" for t in ENCODER_OUTPUT_TESTS}}),
    Wrong("04", "decoder_sees_the_future", "export-decoder-layer", (
        ("x = self.norm1(x + self.dropout1(self.self_attn(x, x, x, tgt_mask)[0]))",
         "x = self.norm1(x + self.dropout1(self.self_attn(x, x, x)[0]))"),), {
        t: "tgt_mask not passed to self-attention" for t in DECODER_OUTPUT_TESTS}),
    Wrong("04", "source_padding_leaks", "export-decoder-layer", (
        ("x = self.norm2(x + self.dropout2(self.cross_attn(x, memory, memory, memory_mask)[0]))",
         "x = self.norm2(x + self.dropout2(self.cross_attn(x, memory, memory)[0]))"),), {
        t: "memory_mask not passed to cross-attention" for t in DECODER_OUTPUT_TESTS}),
    Wrong("04", "cross_attention_on_itself", "export-decoder-layer", (
        ("x = self.norm2(x + self.dropout2(self.cross_attn(x, memory, memory, memory_mask)[0]))",
         "x = self.norm2(x + self.dropout2(self.cross_attn(x, x, x)[0]))"),), {
        # attending to its own sequence without the causal mask, cross-attention sees the future too: the
        # future test names the wiring mistake, not the symptom (which would send the learner to tgt_mask)
        t: "cross-attention reads the decoder's own sequence" for t in DECODER_OUTPUT_TESTS}),
    # 05 training pieces ----------------------------------------------------------------------
    Wrong("05", "no_shift_right", "export-shift", (("return torch.cat([torch.full_like(tgt[:, :1], bos_token_id), "
                                                    "tgt[:, :-1]], dim=1)", "return tgt.clone()"),), {
        "test_shift_right": "tgt returned not shifted"}),
    Wrong("05", "shifted_left", "export-shift",
          (("return torch.cat([torch.full_like(tgt[:, :1], bos_token_id), tgt[:, :-1]], dim=1)",
            "return torch.cat([tgt[:, 1:], torch.full_like(tgt[:, :1], bos_token_id)], dim=1)"),), {
        "test_shift_right": "shifted left"}),
    Wrong("05", "bos_prepended_not_cut", "export-shift",
          (("return torch.cat([torch.full_like(tgt[:, :1], bos_token_id), tgt[:, :-1]], dim=1)",
            "return torch.cat([torch.full_like(tgt[:, :1], bos_token_id), tgt], dim=1)"),), {
        "test_shift_right": "bos prepended without dropping the last token"}),
    Wrong("05", "padding_counted_in_the_loss", "export-loss",
          (("return loss[keep].sum() / keep.sum().clamp_min(1)", "return loss.mean()"),), {
        "test_label_smoothing_equals_cross_entropy": "padding positions are counted"}),
    Wrong("05", "no_label_smoothing", "export-loss",
          (("loss = (1 - self.smoothing) * nll + self.smoothing * uniform", "loss = nll"),), {
        "test_label_smoothing_equals_cross_entropy": "no smoothing applied"}),
    # The Annotated Transformer's LabelSmoothing (KLDivLoss against 1 - eps on the true class, eps / (V - 2)
    # on the others, 0 on padding), summed and divided by the real tokens as its SimpleLossCompute does
    Wrong("05", "annotated_transformer_smoothing", "export-loss", (
        ("uniform = -log_p.mean(dim=-1)\n        loss = (1 - self.smoothing) * nll + self.smoothing * uniform",
         "true_dist = torch.full_like(log_p, self.smoothing / (self.vocab_size - 2))\n"
         "        true_dist.scatter_(1, target[:, None], 1 - self.smoothing)\n"
         "        true_dist[:, self.pad_token_id] = 0\n"
         '        loss = nn.functional.kl_div(log_p, true_dist, reduction="none").sum(dim=-1)'),), {
        "test_label_smoothing_equals_cross_entropy": "the Annotated Transformer's label smoothing"}),
    Wrong("05", "steps_counted_from_zero", "export-noam", (("step = index + 1", "step = max(index, 1)"),), {
        "test_noam_schedule": "steps counted from 0"}),
    Wrong("05", "target_mask_not_causal", "export-masks", (
        ("create_padding_mask(tgt_in, pad_token_id) & create_causal_mask(tgt_in.size(1), device=tgt_in.device)",
         "create_padding_mask(tgt_in, pad_token_id)"),), {
        "test_make_masks": "the target mask is padding only"}),
    Wrong("05", "target_padding_from_src", "export-masks", (
        ("create_padding_mask(tgt_in, pad_token_id) & create_causal_mask",
         "create_padding_mask(src, pad_token_id) & create_causal_mask"),), {
        "test_make_masks": "the target mask's padding part is built from src"}),
    Wrong("05", "source_mask_from_target", "export-masks",
          (("src_mask = create_padding_mask(src, pad_token_id)",
            "src_mask = create_padding_mask(tgt_in, pad_token_id)"),), {
        "test_make_masks": "the source mask is built from tgt_in"}),
    Wrong("05", "finished_rows_not_padded", "export-greedy", ((".masked_fill(done, pad_token_id)", ""),), {
        t: "give finished rows pad_token_id" for t in ("test_greedy_rows_stop_at_their_own_eos",
                                                        "test_greedy_decode_matches_reference")}),
    Wrong("05", "output_keeps_bos", "export-greedy", (("return out[:, 1:]", "return out"),), {
        "test_greedy_decode_matches_reference": "the output starts with bos",
        "test_greedy_rows_stop_at_their_own_eos": "the output starts with bos"}),
    # 06 byte-pair encoding, the key/value cache, top-p ----------------------------------------------
    Wrong("06", "bpe_counts_across_chunks", "export-bpe", (
        ("counts = Counter(_CHUNK.findall(text))", "counts = Counter([text])"),), {
        t: "never adjacent inside a chunk" for t in (*BPE_TRAIN_TESTS, "test_bpe_stops_when_no_pair_occurs_twice")}),
    Wrong("06", "bpe_chunks_counted_once", "export-bpe", (
        ("                pairs[pair] += counts[chunk]\n                where[pair].add(chunk)\n        merges = []",
         "                pairs[pair] += 1\n                where[pair].add(chunk)\n        merges = []"),), {
        t: "the pairs of each distinct chunk are counted once" for t in BPE_TRAIN_TESTS}),
    Wrong("06", "bpe_ties_to_the_larger_pair", "export-bpe", (
        ("best = min(p for p, n in pairs.items() if n == top)",
         "best = max(p for p, n in pairs.items() if n == top)"),), {
        "test_bpe_ties_go_to_the_smaller_pair": "not the larger one"}),
    Wrong("06", "bpe_ties_to_the_first_counted", "export-bpe", (
        ("best = min(p for p, n in pairs.items() if n == top)",
         "best = next(p for p, n in pairs.items() if n == top)"),), {
        "test_bpe_ties_go_to_the_smaller_pair": "not whichever was counted first"}),
    Wrong("06", "bpe_merges_pairs_seen_once", "export-bpe", (
        ("            if top < 2:\n                break\n", ""),), {
        "test_bpe_stops_when_no_pair_occurs_twice": "comes after the last pair occurring twice"}),
    Wrong("06", "encode_leftmost_pair_first", "export-bpe", ((
        "                pair = min(pairwise(symbols), key=lambda p: self.ranks.get(p, math.inf))\n"
        "                if pair not in self.ranks:\n",
        "                pair = next((p for p in pairwise(symbols) if p in self.ranks), None)\n"
        "                if pair is None:\n"),), {
        "test_encode_replays_the_merges_in_learned_order": "the leftmost known pair is merged first"}),
    Wrong("06", "encode_latest_pair_first", "export-bpe", ((
        "pair = min(pairwise(symbols), key=lambda p: self.ranks.get(p, math.inf))",
        "pair = max(pairwise(symbols), key=lambda p: self.ranks.get(p, -1))"),), {
        "test_encode_replays_the_merges_in_learned_order": "the pair learned last is merged first"}),
    Wrong("06", "cache_forgets_the_offset", "export-cache", (
        ("causal[None, None], start=self.length)", "causal[None, None], start=0)"),), {
        t: "the new positions are encoded as positions 0, 1" for t in CACHE_TESTS}),
    Wrong("06", "cache_mask_without_offset", "export-cache", ((".tril(self.length)", ".tril()"),), {
        t: "the causal mask ignores the cached keys" for t in CACHE_TESTS}),
    Wrong("06", "top_p_drops_the_crossing_token", "export-top-p", (
        ("outside = probs.cumsum(dim=-1) - probs >= top_p", "outside = probs.cumsum(dim=-1) >= top_p"),), {
        t: "the token whose probability crosses p is dropped" for t in TOP_P_TESTS}),
    Wrong("06", "top_p_not_scattered_back", "export-top-p", (
        ('return logits.scatter(-1, order, ordered.masked_fill(outside, float("-inf")))',
         'return ordered.masked_fill(outside, float("-inf"))'),), {
        t: "the result is in sorted order" for t in TOP_P_TESTS}),
    # 07 RMSNorm, RoPE, SwiGLU, grouped-query attention ------------------------------------------------
    Wrong("07", "rmsnorm_subtracts_the_mean", "export-rmsnorm", (
        ("return x * torch.rsqrt(x.pow(2)",
         "x = x - x.mean(dim=-1, keepdim=True)\n        return x * torch.rsqrt(x.pow(2)"),), {
        t: "the mean is subtracted" for t in RMS_TESTS}),
    Wrong("07", "rmsnorm_eps_outside_the_root", "export-rmsnorm", (
        ("return x * torch.rsqrt(x.pow(2).mean(dim=-1, keepdim=True) + self.eps) * self.weight",
         "return x / (x.pow(2).mean(dim=-1, keepdim=True).sqrt() + self.eps) * self.weight"),), {
        t: "eps is added outside the square root" for t in RMS_TESTS}),
    Wrong("07", "rope_frequencies_over_i", "export-rope", (
        ("base ** (-torch.arange(0, d_k, 2, dtype=torch.float64) / d_k)",
         "base ** (-torch.arange(0, d_k // 2, dtype=torch.float64) / d_k)"),), {
        "test_rope_tables": "frequencies 10000^(-i/d_k)", **{t: "frequencies 10000^(-i/d_k)" for t in GQA_TESTS}}),
    Wrong("07", "rope_neox_pairs", "export-rope", (
        ("even, odd = x[..., 0::2], x[..., 1::2]\n"
         "    return torch.stack([even * c - odd * s, even * s + odd * c], dim=-1).flatten(-2)",
         "even, odd = x[..., : x.size(-1) // 2], x[..., x.size(-1) // 2:]\n"
         "    return torch.cat([even * c - odd * s, even * s + odd * c], dim=-1)"),), {
        t: "features i and i + d_k/2 rotated together" for t in (*APPLY_ROPE_TESTS, *GQA_TESTS)}),
    Wrong("07", "rope_rotates_the_wrong_way", "export-rope", (
        ("torch.stack([even * c - odd * s, even * s + odd * c]",
         "torch.stack([even * c + odd * s, -even * s + odd * c]"),), {
        t: "rotated the wrong way" for t in (*APPLY_ROPE_TESTS, *GQA_TESTS)}),
    Wrong("07", "rope_ignores_start", "export-rope", (
        ("c, s = cos[start:start + length].to(x.dtype), sin[start:start + length].to(x.dtype)",
         "c, s = cos[:length].to(x.dtype), sin[:length].to(x.dtype)"),), {
        "test_apply_rope_equals_the_complex_form[5]": "start is ignored",
        "test_rope_scores_depend_on_the_distance_only": "start is ignored",
        "test_gqa_cached_equals_uncached": "start is ignored"}),
    Wrong("07", "swiglu_with_relu", "export-swiglu", (("F.silu(self.w_1(x))", "torch.relu(self.w_1(x))"),), {
        "test_swiglu_equals_its_formula": "ReLU where SwiGLU has SiLU"}),
    Wrong("07", "swiglu_gate_on_w_3", "export-swiglu", (
        ("F.silu(self.w_1(x)) * self.w_3(x)", "self.w_1(x) * F.silu(self.w_3(x))"),), {
        "test_swiglu_equals_its_formula": "the SiLU is applied to w_3 x"}),
    Wrong("07", "gqa_heads_tiled", "export-gqa", (
        ("k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)",
         "k.repeat(1, group, 1, 1), v.repeat(1, group, 1, 1)"),), {
        t: "key/value heads repeated in the wrong order" for t in ("test_gqa_equals_grouped_sdpa[g2]",
                                                                     "test_gqa_equals_grouped_sdpa[g3]",
                                                                     "test_gqa_cached_equals_uncached")}),
    Wrong("07", "gqa_values_rotated", "export-gqa", (
        ("return q, k, self.heads(self.w_v(value), self.num_kv_heads)",
         "return q, k, apply_rope(self.heads(self.w_v(value), self.num_kv_heads), self.cos, self.sin, start)"),), {
        t: "the values are rotated too" for t in GQA_TESTS}),
    Wrong("07", "gqa_forgets_the_cache_offset", "export-gqa", (
        ("start = 0 if self.cache is None else self.cache.length", "start = 0"),), {
        "test_gqa_cached_equals_uncached": "every new position is rotated as position 0"}),
    # 08 BLEU ------------------------------------------------------------------------------------------------
    Wrong("08", "no_clipping", "export-clip", (
        ("matches = sum(min(count, most[gram]) for gram, count in counts.items())",
         "matches = sum(count for gram, count in counts.items() if gram in most)"),), {
        "test_clipped_matches_equal_sacrebleus_counts": "n-gram counts are not clipped"}),
    Wrong("08", "clipped_to_the_sum_of_the_references", "export-clip", (
        ("most |= ngram_counts(reference, n)", "most += ngram_counts(reference, n)"),), {
        "test_clipped_matches_equal_sacrebleus_counts": "clipped to the sum over the references"}),
    Wrong("08", "sentence_bleu_averaged", "export-bleu", (
        ("    if min(precisions) == 0:",
         "    if len(hypotheses) > 1:   # the mean of the sentences' BLEU\n"
         "        score = sum(corpus_bleu([h], [refs], max_n, smooth).score\n"
         "                    for h, refs in zip(hypotheses, references, strict=True)) / len(hypotheses)\n"
         "    elif min(precisions) == 0:"),), {
        t: "the mean of sentence BLEU scores" for t in BLEU_SCORE_TESTS}),
    Wrong("08", "bp_ratio_inverted", "export-bp", (
        ("return math.exp(1 - ref_length / hyp_length)", "return math.exp(1 - hyp_length / ref_length)"),), {
        "test_brevity_penalty_equals_sacrebleus": "the ratio in the brevity penalty is inverted"}),
    Wrong("08", "bp_from_the_longest_reference", "export-closest", (
        ("return min(ref_lengths, key=lambda r: (abs(r - hyp_length), r))", "return max(ref_lengths)"),), {
        t: "the longest reference" for t in CLOSEST_TESTS}),
    Wrong("08", "closest_without_the_absolute_difference", "export-closest", (
        ("key=lambda r: (abs(r - hyp_length), r)", "key=lambda r: (r - hyp_length, r)"),), {
        t: "the shortest reference" for t in CLOSEST_TESTS}),
    Wrong("08", "closest_ties_to_the_longer", "export-closest", (
        ("key=lambda r: (abs(r - hyp_length), r)", "key=lambda r: (abs(r - hyp_length), -r)"),), {
        "test_closest_reference_length_ties_go_to_the_shorter": "ties go to the longer reference"}),
    Wrong("08", "bp_from_the_first_reference", "export-corpus", (
        ("ref_length += closest_reference_length(len(hypothesis), [len(r) for r in refs])",
         "ref_length += len(refs[0])"),), {
        "test_corpus_statistics_sum_over_the_sentences": "the first reference of each sentence"}),
    Wrong("08", "arithmetic_mean", "export-bleu", (
        (GEOMETRIC, "        score = 100 * bp * sum(precisions) / max_n\n"),), {
        t: "arithmetic mean of the precisions" for t in (*BLEU_SCORE_TESTS, "test_a_zero_precision_gives_bleu_0")}),
    Wrong("08", "bp_averaged_over_the_sentences", "export-bleu", (
        ("    bp = brevity_penalty(stats.hyp_length, stats.ref_length)\n",
         "    each = [corpus_statistics([tokenize_13a(h)], [[tokenize_13a(r) for r in refs]], 1)\n"
         "            for h, refs in zip(hypotheses, references, strict=True)]\n"
         "    bp = sum(brevity_penalty(s.hyp_length, s.ref_length) for s in each) / len(each)\n"),), {
        t: "the brevity penalty is averaged over the sentences" for t in BLEU_SCORE_TESTS}),
    Wrong("08", "orders_one_short", "export-bleu", (
        ("    precisions = ngram_precisions(stats.matches, stats.totals, smooth)\n",
         "    precisions = ngram_precisions(stats.matches[:-1], stats.totals[:-1], smooth)\n"),
        (GEOMETRIC, GEOMETRIC.replace("/ max_n)", "/ len(precisions))"))), {
        t: "the n-gram orders 1 to max_n - 1" for t in (*BLEU_SCORE_TESTS, "test_a_zero_precision_gives_bleu_0")}),
    Wrong("08", "log_of_zero", "export-bleu", (
        ("    if min(precisions) == 0:          # log 0 = -inf: a geometric mean with a factor 0 is 0\n"
         "        score = 0.0\n    else:\n" + GEOMETRIC, GEOMETRIC.removeprefix("    ")),), {
        "test_a_zero_precision_gives_bleu_0": "a precision of 0 has no logarithm"}),
    # 09 BERT -----------------------------------------------------------------------------------------------
    Wrong("09", "special_tokens_chosen", "export-mask", (
        ("ordinary = ~torch.isin(tokens, special)", "ordinary = tokens != 0"),), {
        **{t: "counts special or padding tokens" for t in COUNT_TESTS},
        "test_special_and_padding_tokens_are_never_chosen": "special or padding tokens are chosen"}),
    Wrong("09", "eighty_ten_ten_over_all_tokens", "export-mask", (
        ("torch.where(chosen & (draw < 0.8), mask_id, tokens)", "torch.where(draw < 0.8, mask_id, tokens)"),
        ("torch.where(chosen & (draw >= 0.8) & (draw < 0.9), random_ids, inputs)",
         "torch.where((draw >= 0.8) & (draw < 0.9), random_ids, inputs)")), {
        "test_only_the_chosen_tokens_change": "tokens that were not chosen changed"}),
    Wrong("09", "always_mask", "export-mask", (
        ("inputs = torch.where(chosen & (draw < 0.8), mask_id, tokens)",
         "inputs = torch.where(chosen, mask_id, tokens)"),
        ("inputs = torch.where(chosen & (draw >= 0.8) & (draw < 0.9), random_ids, inputs)", "pass")), {
        t: "every chosen token became [MASK]"
        for t in ("test_the_chosen_tokens_split_80_10_10",
                  "test_random_replacements_are_ordinary_tokens_drawn_uniformly")}),
    Wrong("09", "eighty_twenty_zero", "export-mask", (
        ("torch.where(chosen & (draw >= 0.8) & (draw < 0.9), random_ids, inputs)",
         "torch.where(chosen & (draw >= 0.8), random_ids, inputs)"),), {
        "test_the_chosen_tokens_split_80_10_10": "no chosen token stays as it is (an 80/20/0 split)"}),
    Wrong("09", "the_first_tokens_chosen", "export-mask", (
        ("chosen = scores.argsort(-1).argsort(-1) < count[:, None]",
         "chosen = ordinary & (ordinary.cumsum(-1) <= count[:, None])"),), {
        "test_the_positions_are_chosen_at_random": "the first ordinary tokens are chosen"}),
    Wrong("09", "random_tokens_from_the_whole_vocabulary", "export-mask", (
        ("candidates[torch.randint(len(candidates),", "(torch.randint(vocab_size,"),
         ("device=tokens.device)]", "device=tokens.device))")), {
        "test_random_replacements_are_ordinary_tokens_drawn_uniformly": "a random replacement is a special token"}),
    Wrong("09", "causal_mask", "export-model", (
        ("create_padding_mask(tokens, self.pad_id))",
         "create_padding_mask(tokens, self.pad_id)\n"
         "                            & torch.ones(tokens.size(1), tokens.size(1), dtype=torch.bool).tril())"),), {
        t: "the encoder has a causal mask" for t in MODEL_TESTS}),
    Wrong("09", "no_position_embeddings", "export-model", (
        ("self.norm(self.token_embedding(tokens) + self.position_embedding(positions))",
         "self.norm(self.token_embedding(tokens))"),), {
        t: "the position embeddings are missing" for t in MODEL_TESTS}),
    Wrong("09", "loss_over_every_position", "export-model", (
        ("return F.cross_entropy(self.mlm_logits(hidden), tokens[chosen])",
         "return F.cross_entropy(self.mlm_logits(self(inputs)).flatten(0, 1), tokens.flatten())"),), {
        "test_the_loss_is_the_cross_entropy_at_the_chosen_positions": "the loss is averaged over every position"}),
    Wrong("09", "loss_against_the_inputs", "export-model", (
        ("return F.cross_entropy(self.mlm_logits(hidden), tokens[chosen])",
         "return F.cross_entropy(self.mlm_logits(hidden), inputs[chosen])"),), {
        "test_the_loss_is_the_cross_entropy_at_the_chosen_positions": "the targets are the masked inputs"}),
    Wrong("09", "mean_pooling", "export-classifier", (
        ("self.encoder(tokens)[:, 0]", "self.encoder(tokens).mean(1)"),), {
        t: "the classifier averages over the positions" for t in CLASSIFIER_TESTS}),
    Wrong("09", "last_position", "export-classifier", (
        ("self.encoder(tokens)[:, 0]", "self.encoder(tokens)[:, -1]"),), {
        t: "the classifier reads the last position" for t in CLASSIFIER_TESTS}),
    Wrong("09", "mask_tokens_ignores_its_generator", "export-mask", (
        ("scores = torch.rand(tokens.shape, generator=generator,", "scores = torch.rand(tokens.shape,"),
        ("draw = torch.rand(tokens.shape, generator=generator,", "draw = torch.rand(tokens.shape,"),
        ("torch.randint(len(candidates), tokens.shape, generator=generator,",
         "torch.randint(len(candidates), tokens.shape,")), {
        "test_a_seeded_generator_gives_the_same_masking": "mask_tokens ignores its generator"}),
    Wrong("09", "the_whole_position_table", "export-model", (
        ("positions = torch.arange(tokens.size(1), device=tokens.device)",
         "positions = torch.arange(self.position_embedding.num_embeddings, device=tokens.device)"),), {
        "test_a_batch_narrower_than_the_position_table_gets_its_own_positions": "the whole position table is added"}),
    Wrong("09", "no_embedding_dropout", "export-model", (
        ("return self.encoder(self.dropout(x), create_padding_mask(tokens, self.pad_id))",
         "return self.encoder(x, create_padding_mask(tokens, self.pad_id))"),), {
        "test_the_embeddings_get_dropout_in_training": "the embeddings get no dropout in training"}),
    Wrong("09", "dropout_after_the_head", "export-classifier", (
        ("self.head(self.dropout(self.encoder(tokens)[:, 0]))",
         "self.dropout(self.head(self.encoder(tokens)[:, 0]))"),), {
        "test_the_classifier_applies_its_dropout_in_training_only":
            "dropout is applied to the logits, after the head"}),
    Wrong("09", "classifier_without_dropout", "export-classifier", (
        ("self.head(self.dropout(self.encoder(tokens)[:, 0]))", "self.head(self.encoder(tokens)[:, 0])"),), {
        "test_the_classifier_applies_its_dropout_in_training_only": "the classifier's dropout is not applied"}),
    # 10 the Vision Transformer -------------------------------------------------------------------------
    Wrong("10", "patches_column_by_column", "export-patchify", (
        ("x.permute(0, 2, 4, 1, 3, 5)", "x.permute(0, 4, 2, 1, 3, 5)"),), {
        t: "the patches are read column by column" for t in PATCH_TESTS}),
    Wrong("10", "channel_last", "export-patchify", (
        ("x.permute(0, 2, 4, 1, 3, 5)", "x.permute(0, 2, 4, 3, 5, 1)"),), {
        t: "each patch is flattened with the channel last" for t in PATCH_TESTS}),
    Wrong("10", "rows_of_pixels", "export-patchify", (
        ("return x.permute(0, 2, 4, 1, 3, 5).reshape(b, (h // p) * (w // p), c * p * p)",
         "return images.reshape(b, (h // p) * (w // p), c * p * p)"),), {
        t: "the image is cut into rows of pixels" for t in PATCH_TESTS}),
    Wrong("10", "class_token_added", "export-model", (
        ("x = torch.cat([token, x], dim=1) + self.position_embedding",
         "x = x + token + self.position_embedding[:, 1:]"),), {
        t: "the class token is added to the patches" for t in VIT_MODEL_TESTS}),
    Wrong("10", "class_token_without_position", "export-model", (
        ("x = torch.cat([token, x], dim=1) + self.position_embedding",
         "x = torch.cat([token, x + self.position_embedding[:, 1:]], dim=1)"),), {
        t: "the class token has no position embedding" for t in VIT_MODEL_TESTS}),
    Wrong("10", "head_on_the_mean", "export-model", (
        ("return self.head(x[:, 0])", "return self.head(x.mean(1))"),), {
        t: "the head reads the mean of all positions" for t in VIT_MODEL_TESTS}),
    Wrong("10", "class_token_appended", "export-model", (
        ("x = torch.cat([token, x], dim=1) + self.position_embedding",
         "x = torch.cat([x, token], dim=1) + self.position_embedding"),
        ("return self.head(x[:, 0])", "return self.head(x[:, -1])")), {
        t: "the class token is appended after the patches" for t in VIT_MODEL_TESTS}),
    Wrong("10", "positions_before_the_class_token", "export-model", (
        ("x = torch.cat([token, x], dim=1) + self.position_embedding",
         "x = torch.cat([token, x + self.position_embedding], dim=1)"),), {
        t: "the positions are added before the class token is prepended"
        for t in (*VIT_MODEL_TESTS, "test_the_tokens_get_dropout_after_their_positions")}),
    Wrong("10", "no_embedding_dropout", "export-model", (
        ("x = self.encoder(self.dropout(x))", "x = self.encoder(x)"),), {
        "test_the_tokens_get_dropout_after_their_positions": "the tokens get no dropout in training"}),
    Wrong("10", "dropout_before_the_positions", "export-model", (
        ("x = torch.cat([token, x], dim=1) + self.position_embedding",
         "x = self.dropout(torch.cat([token, x], dim=1)) + self.position_embedding"),
        ("x = self.encoder(self.dropout(x))", "x = self.encoder(x)")), {
        "test_the_tokens_get_dropout_after_their_positions": "dropout acts before the positions are added"}),
    # 11: the forward's tests (output, log-sum-exp, the poisoned keys, gradcheck) check the forward
    # pass's output first; the backward's run on the reference's causal tile and the oracle's saved
    # statistics, the recurrence on the reference's feature map
    Wrong("11", "no_rescale", TILED, (
        ("total = rescale * total + p.sum(-1)", "total = total + p.sum(-1)"),
        ("acc = rescale[..., None] * acc + p @ v", "acc = acc + p @ v")), {
        t: "the running sums are not rescaled" for t in (*TILED_FORWARD_TESTS, TILED_MEMORY, TILED_POISON)}),
    Wrong("11", "block_maximum_alone", TILED, (
        ("m_new = torch.maximum(m, s.amax(-1))", "m_new = s.amax(-1)"),), {
        t: "the running maximum is the block's own maximum"   # causal: a tile's row can be all masked
        for t in ("test_tiled_output_equals_attention[causal]", TILED_LSE, TILED_GRADCHECK, TILED_POISON,
                  TILED_FAR_APART)}),
    Wrong("11", "whole_row_maximum", TILED, (
        ('m = q_i.new_full(q_i.shape[:-1], float("-inf"))', "m = ((q_i @ k.to(work).mT) * scale).amax(-1)"),), {
        TILED_MEMORY: "as large as a query block's whole row of scores",
        TILED_POISON: "key blocks above the diagonal were read"}),
    Wrong("11", "diagonal_masked", TILED, (
        ("> torch.arange(rows.start, rows.stop", ">= torch.arange(rows.start, rows.stop"),), {
        t: "the diagonal is masked" for t in TILED_CAUSAL_FORWARD_TESTS}),
    Wrong("11", "diagonal_block_skipped", TILED, (
        ("last = min(n_k, rows.stop) if is_causal else n_k     # later", "last = min(n_k, rows.start) if is_causal "
                                                                        "else n_k     # later"),), {
        t: "the diagonal block is skipped" for t in TILED_CAUSAL_FORWARD_TESTS}),
    Wrong("11", "log_sum_exp_saved_as_the_maximum", TILED, (
        ("lse[..., i:rows.stop] = m + torch.log(total)", "lse[..., i:rows.stop] = m"),), {
        t: "the log-sum-exp saved is the running maximum alone"
        for t in (TILED_LSE, TILED_GRADCHECK, TILED_FAR_APART)}),
    Wrong("11", "last_key_block_lost", TILED, (
        ("for j in range(0, last, block_k):\n                cols = range(j, min(j + block_k, last))\n"
         "                s = _tile_scores(", "for j in range(0, last - block_k + 1, block_k):\n"
         "                cols = range(j, min(j + block_k, last))\n                s = _tile_scores("),), {
        t: "the last key block is lost" for t in (*TILED_FORWARD_TESTS, TILED_POISON)}),
    Wrong("11", "D_left_out_of_dS", TILED, (
        ("ds = p * (do_i @ v_j.mT - delta_i + d_lse_i)", "ds = p * (do_i @ v_j.mT + d_lse_i)"),), {
        t: "D = rowsum(dO * O) is left out of dS" for t in TILED_BACKWARD_TESTS}),
    Wrong("11", "window_one_too_wide", "export-rolling", (
        ("mask = (distance >= 0) & (distance < self.window)", "mask = (distance >= 0) & (distance <= self.window)"),), {
        t: "the window is one position too wide" for t in ROLLING_TESTS}),
    Wrong("11", "cache_never_trimmed", "export-rolling", (
        ("first = max(0, total - (self.window - 1))", "first = 0"),), {
        "test_rolling_cache_keeps_window_minus_one_positions": "earlier positions after"}),
    Wrong("11", "feature_map_can_be_negative", "export-linear", (
        ("return F.elu(x) + 1", "return F.elu(x)"),), {
        "test_the_feature_map_is_elu_plus_one": "the feature map is negative or zero somewhere"}),
    Wrong("11", "state_not_accumulated", "export-linear", (
        ("self.state = update if self.state is None else self.state + update", "self.state = update"),), {
        "test_recurrent_state_equals_the_masked_definition": "the state S is replaced at each step"}),
]
