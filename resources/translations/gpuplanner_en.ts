<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>gp::FrameworkText</name>
    <message>
        <source>Megatron-Core (NeMo)</source>
        <translation>Megatron-Core (NeMo)</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO</source>
        <translation>DeepSpeed ZeRO</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>Transformers generate()</source>
        <translation>Transformers generate()</translation>
    </message>
    <message>
        <source>Transformers + PEFT</source>
        <translation>Transformers + PEFT</translation>
    </message>
    <message>
        <source>Unsloth</source>
        <translation>Unsloth</translation>
    </message>
    <message>
        <source>MindSpeed</source>
        <translation>MindSpeed</translation>
    </message>
    <message>
        <source>Transformers generate() on torch_npu</source>
        <translation>Transformers generate() on torch_npu</translation>
    </message>
    <message>
        <source>Transformers + PEFT on torch_npu</source>
        <translation>Transformers + PEFT on torch_npu</translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <translation>TensorRT-LLM</translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <translation>llama.cpp</translation>
    </message>
    <message>
        <source>MindIE</source>
        <translation>MindIE</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s pre-training stack (Megatron-LM, NeMo): fused kernels, tensor and pipeline parallelism; MindSpeed on Ascend.</source>
        <translation>NVIDIA&apos;s pre-training stack (Megatron-LM, NeMo): fused kernels, tensor and pipeline parallelism; MindSpeed on Ascend.</translation>
    </message>
    <message>
        <source>PyTorch FSDP with FlashAttention (LLM Foundry, torchtitan): sharded data parallelism with fused kernels.</source>
        <translation>PyTorch FSDP with FlashAttention (LLM Foundry, torchtitan): sharded data parallelism with fused kernels.</translation>
    </message>
    <message>
        <source>The Transformers Trainer on DeepSpeed ZeRO 1-3 with optional CPU offload: how LLaMA-Factory runs full fine-tuning.</source>
        <translation>The Transformers Trainer on DeepSpeed ZeRO 1-3 with optional CPU offload: how LLaMA-Factory runs full fine-tuning.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s fine-tuning recipes: compiled kernels, chunked loss, FSDP2 across cards.</source>
        <translation>PyTorch&apos;s fine-tuning recipes: compiled kernels, chunked loss, FSDP2 across cards.</translation>
    </message>
    <message>
        <source>Plain Transformers generate(): a static batch and Python on every step; for trials, not for traffic.</source>
        <translation>Plain Transformers generate(): a static batch and Python on every step; for trials, not for traffic.</translation>
    </message>
    <message>
        <source>The Transformers Trainer with PEFT (LLaMA-Factory, TRL, Axolotl): eager kernels, gradient checkpointing on.</source>
        <translation>The Transformers Trainer with PEFT (LLaMA-Factory, TRL, Axolotl): eager kernels, gradient checkpointing on.</translation>
    </message>
    <message>
        <source>Triton kernels for LoRA and QLoRA on one NVIDIA card: less memory and about 1.4x Transformers&apos; speed.</source>
        <translation>Triton kernels for LoRA and QLoRA on one NVIDIA card: less memory and about 1.4x Transformers&apos; speed.</translation>
    </message>
    <message>
        <source>Huawei&apos;s Megatron for Ascend (MindSpeed-LLM, ModelLink).</source>
        <translation>Huawei&apos;s Megatron for Ascend (MindSpeed-LLM, ModelLink).</translation>
    </message>
    <message>
        <source>Transformers generate() on Ascend through torch_npu.</source>
        <translation>Transformers generate() on Ascend through torch_npu.</translation>
    </message>
    <message>
        <source>Transformers + PEFT on Ascend through torch_npu: what a CUDA code base becomes after a few days&apos; port.</source>
        <translation>Transformers + PEFT on Ascend through torch_npu: what a CUDA code base becomes after a few days&apos; port.</translation>
    </message>
    <message>
        <source>Paged key/value cache and continuous batching: the common choice for serving.</source>
        <translation>Paged key/value cache and continuous batching: the common choice for serving.</translation>
    </message>
    <message>
        <source>Paged cache, continuous batching and an overlapped scheduler.</source>
        <translation>Paged cache, continuous batching and an overlapped scheduler.</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s compiled engines with in-flight batching: the fastest on NVIDIA cards, the most work to set up.</source>
        <translation>NVIDIA&apos;s compiled engines with in-flight batching: the fastest on NVIDIA cards, the most work to set up.</translation>
    </message>
    <message>
        <source>GGUF models with a few parallel slots: one user or a few.</source>
        <translation>GGUF models with a few parallel slots: one user or a few.</translation>
    </message>
    <message>
        <source>Huawei&apos;s serving engine for Ascend.</source>
        <translation>Huawei&apos;s serving engine for Ascend.</translation>
    </message>
    <message>
        <source>Serving software: %1, as the job states; the decode rate and memory are that stack&apos;s (MODEL.md).</source>
        <translation>Serving software: %1, as the job states; the decode rate and memory are that stack&apos;s (MODEL.md).</translation>
    </message>
    <message>
        <source>Training software: %1, as the job states; time and memory are what that stack runs and allocates (MODEL.md).</source>
        <translation>Training software: %1, as the job states; time and memory are what that stack runs and allocates (MODEL.md).</translation>
    </message>
    <message>
        <source>Serving software: %1, what a team serving this model most likely runs (the job names none; set &quot;framework&quot; to plan for yours).</source>
        <translation>Serving software: %1, what a team serving this model most likely runs (the job names none; set &quot;framework&quot; to plan for yours).</translation>
    </message>
    <message>
        <source>Training software: %1, what a team running this job most likely uses (the job names none; set &quot;framework&quot; to plan for yours).</source>
        <translation>Training software: %1, what a team running this job most likely uses (the job names none; set &quot;framework&quot; to plan for yours).</translation>
    </message>
    <message>
        <source>MFU counts the method&apos;s model FLOPs per token over the cards&apos; dense peak: full training 6N plus attention, LoRA and QLoRA 4N (no weight gradients for the frozen base); recomputation is not counted (HFU in the JSON counts it).</source>
        <translation>MFU counts the method&apos;s model FLOPs per token over the cards&apos; dense peak: full training 6N plus attention, LoRA and QLoRA 4N (no weight gradients for the frozen base); recomputation is not counted (HFU in the JSON counts it).</translation>
    </message>
</context>
<context>
    <name>gp::JobParser</name>
    <message>
        <source>unknown key</source>
        <translation>unknown key</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>must be a number</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>must be a finite number</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>must be a whole number</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>must be true or false</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>must be a string</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>must not be empty</translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation>must be one of: %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>must be an object</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>must be a list</translation>
    </message>
    <message>
        <source>must be &gt; %1</source>
        <translation>must be &gt; %1</translation>
    </message>
    <message>
        <source>must be &gt;= %1</source>
        <translation>must be &gt;= %1</translation>
    </message>
    <message>
        <source>more than %1 and at most %2</source>
        <translation>more than %1 and at most %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 to %2</translation>
    </message>
    <message>
        <source>must be &lt;= %1 (allowed: %2)</source>
        <translation>must be &lt;= %1 (allowed: %2)</translation>
    </message>
    <message>
        <source>unknown preset; known presets: %1</source>
        <translation>unknown preset; known presets: %1</translation>
    </message>
    <message>
        <source>is required (or give model.preset)</source>
        <translation>is required (or give model.preset)</translation>
    </message>
    <message>
        <source>must be &lt;= model.params_b (%1)</source>
        <translation>must be &lt;= model.params_b (%1)</translation>
    </message>
    <message>
        <source>must divide model.heads (%1)</source>
        <translation>must divide model.heads (%1)</translation>
    </message>
    <message>
        <source>must be a multiple of model.kv_heads (%1)</source>
        <translation>must be a multiple of model.kv_heads (%1)</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>is required</translation>
    </message>
    <message>
        <source>must be an offering id (a non-empty string)</source>
        <translation>must be an offering id (a non-empty string)</translation>
    </message>
    <message>
        <source>is required and must be &quot;%1&quot;</source>
        <translation>is required and must be &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>must be &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is required (one of: %1)</source>
        <translation>is required (one of: %1)</translation>
    </message>
    <message>
        <source>is required for training (billions of training tokens)</source>
        <translation>is required for training (billions of training tokens)</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>line %1, column %2</translation>
    </message>
    <message>
        <source>the job file is empty</source>
        <translation>the job file is empty</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at %2</source>
        <translation>not valid JSON: %1 at %2</translation>
    </message>
    <message>
        <source>a job file must be a JSON object</source>
        <translation>a job file must be a JSON object</translation>
    </message>
    <message>
        <source>tp x pp x dp x cp = %1 does not match gpu_count %2</source>
        <translation>tp x pp x dp x cp = %1 does not match gpu_count %2</translation>
    </message>
    <message>
        <source>%1 trains models; to serve one use one of: %2</source>
        <translation>%1 trains models; to serve one use one of: %2</translation>
    </message>
    <message>
        <source>%1 serves models; to train one use one of: %2</source>
        <translation>%1 serves models; to train one use one of: %2</translation>
    </message>
    <message>
        <source>must be an object {accelerator, gpus, tokens_per_s, peak_memory_gb} or {accelerator, gpus, log}</source>
        <translation>must be an object {accelerator, gpus, tokens_per_s, peak_memory_gb} or {accelerator, gpus, log}</translation>
    </message>
    <message>
        <source>give tokens_per_s or log, not both (the log gives the speed)</source>
        <translation>give tokens_per_s or log, not both (the log gives the speed)</translation>
    </message>
    <message>
        <source>is required (or log: the trial run&apos;s log file)</source>
        <translation>is required (or log: the trial run&apos;s log file)</translation>
    </message>
</context>
<context>
    <name>gp::PlanText</name>
    <message>
        <source>full-parameter training</source>
        <translation>full-parameter training</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA fine-tuning</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA fine-tuning</translation>
    </message>
    <message>
        <source>inference serving</source>
        <translation>inference serving</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>unknown date</translation>
    </message>
    <message>
        <source>%1 model</source>
        <translation>%1 model</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 concurrent requests, %2-token context, target %3 tokens/s</source>
        <translation>%1 concurrent requests, %2-token context, target %3 tokens/s</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>deadline %1</source>
        <translation>deadline %1</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>budget %1</translation>
    </message>
    <message>
        <source>repeated weekly</source>
        <translation>repeated weekly</translation>
    </message>
    <message>
        <source>physical isolation required</source>
        <translation>physical isolation required</translation>
    </message>
    <message>
        <source>domestic hardware required</source>
        <translation>domestic hardware required</translation>
    </message>
    <message>
        <source>custom kernels</source>
        <translation>custom kernels</translation>
    </message>
    <message>
        <source>cross-machine expansion within 6 months</source>
        <translation>cross-machine expansion within 6 months</translation>
    </message>
    <message>
        <source>cross-machine now</source>
        <translation>cross-machine now</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) fixed</source>
        <translation>
            <numerusform>%n card fixed</numerusform>
            <numerusform>%n cards fixed</numerusform>
        </translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>does not fit</translation>
    </message>
    <message>
        <source>misses deadline</source>
        <translation>misses deadline</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>over budget</translation>
    </message>
    <message>
        <source>excluded (compliance)</source>
        <translation>excluded (compliance)</translation>
    </message>
    <message>
        <source>too slow for the load</source>
        <translation>too slow for the load</translation>
    </message>
    <message>
        <source>network too slow</source>
        <translation>network too slow</translation>
    </message>
    <message>
        <source>no root access</source>
        <translation>no root access</translation>
    </message>
    <message>
        <source>not feasible</source>
        <translation>not feasible</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>recommended</translation>
    </message>
    <message>
        <source>feasible</source>
        <translation>feasible</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>Monthly prices are pro-rated over 720 h a month (monthly / 720) for the pro-rated cost; the billed cost counts whole billing periods (months, days where a day price exists, hours for containers), and the unused rest of a paid period is shown as idle.</source>
        <translation>Monthly prices are pro-rated over 720 h a month (monthly / 720) for the pro-rated cost; the billed cost counts whole billing periods (months, days where a day price exists, hours for containers), and the unused rest of a paid period is shown as idle.</translation>
    </message>
    <message>
        <source>Prices are estimates from the catalog and move with the market; check stock and the current price before ordering.</source>
        <translation>Prices are estimates from the catalog and move with the market; check stock and the current price before ordering.</translation>
    </message>
    <message>
        <source>GPU Planner: which machine to rent for this job</source>
        <translation>GPU Planner: which machine to rent for this job</translation>
    </message>
    <message>
        <source>Prices as of %1.</source>
        <translation>Prices as of %1.</translation>
    </message>
    <message>
        <source>Prices as of %1 (sources: %2).</source>
        <translation>Prices as of %1 (sources: %2).</translation>
    </message>
    <message>
        <source>Job: %1.</source>
        <translation>Job: %1.</translation>
    </message>
    <message>
        <source>No option can run this job as it stands; see the reasons below.</source>
        <translation>No option can run this job as it stands; see the reasons below.</translation>
    </message>
    <message>
        <source>Cheapest meeting the deadline: %1.</source>
        <translation>Cheapest meeting the deadline: %1.</translation>
    </message>
    <message>
        <source>Cheapest: %1.</source>
        <translation>Cheapest: %1.</translation>
    </message>
    <message>
        <source>Fastest within the budget: %1.</source>
        <translation>Fastest within the budget: %1.</translation>
    </message>
    <message>
        <source>Fastest: %1.</source>
        <translation>Fastest: %1.</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>Offering</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>GB need/has</source>
        <translation>GB need/has</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Per month</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>Per M tokens</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Hours (low–high)</source>
        <translation>Hours (low–high)</translation>
    </message>
    <message>
        <source>Pro-rated</source>
        <translation>Pro-rated</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Billed</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Why not</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>Break-even: monthly bare metal against hourly containers</source>
        <translation>Break-even: monthly bare metal against hourly containers</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Advice</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Assumptions</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Compute efficiency on %1: %2 of the dense peak, converted from the job&apos;s end-to-end MFU of %3 on this layout (the catalog&apos;s figure is %4); end-to-end MFU of the plan %5.</source>
        <translation>Compute efficiency on %1: %2 of the dense peak, converted from the job&apos;s end-to-end MFU of %3 on this layout (the catalog&apos;s figure is %4); end-to-end MFU of the plan %5.</translation>
    </message>
    <message>
        <source>Compute efficiency on %1: %2 of the dense peak, fitted from your trial runs (the catalog&apos;s figure is %3); end-to-end MFU of the plan %4.</source>
        <translation>Compute efficiency on %1: %2 of the dense peak, fitted from your trial runs (the catalog&apos;s figure is %3); end-to-end MFU of the plan %4.</translation>
    </message>
    <message>
        <source>Compute efficiency on %1: %2 of the dense peak expected, %3–%4 for the low/high band (calibrated on published runs, MODEL.md); end-to-end MFU of the plan %5.</source>
        <translation>Compute efficiency on %1: %2 of the dense peak expected, %3–%4 for the low/high band (calibrated on published runs, MODEL.md); end-to-end MFU of the plan %5.</translation>
    </message>
    <message>
        <source>%1 concurrent requests at %2 tokens/s each (%3 tokens/s in all), %4-token context</source>
        <translation>%1 concurrent requests at %2 tokens/s each (%3 tokens/s in all), %4-token context</translation>
    </message>
    <message>
        <source>code already runs on CANN</source>
        <translation>code already runs on CANN</translation>
    </message>
    <message>
        <source>engineering %1 a person-day</source>
        <translation>engineering %1 a person-day</translation>
    </message>
    <message>
        <source>a day saved is worth %1</source>
        <translation>a day saved is worth %1</translation>
    </message>
    <message>
        <source>Billed a month</source>
        <translation>Billed a month</translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s) not listed: --format csv or json gives every one.</source>
        <translation>
            <numerusform>%n more option not listed: --format csv or json gives every one.</numerusform>
            <numerusform>%n more options not listed: --format csv or json gives every one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more machine(s) with other prices: --format json gives every one.</source>
        <translation>
            <numerusform>%n more machine with other prices: --format json gives every one.</numerusform>
            <numerusform>%n more machines with other prices: --format json gives every one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other source(s)</source>
        <translation>
            <numerusform>%n other source</numerusform>
            <numerusform>%n other sources</numerusform>
        </translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>on %1</translation>
    </message>
    <message>
        <source>Time is computed kernel by kernel on the dense peak of the chosen precision (never the sparse or marketing figure): matrix multiplies at the compute efficiency, attention and memory-bound work at their own rates, the kernels and launches of the software above, plus the communication that does not overlap with compute (gradient reduction, tensor-parallel exchanges, pipeline bubble, offload traffic). A trial run&apos;s tokens/s and peak memory (&quot;measured&quot;) replace the model&apos;s figures.</source>
        <translation>Time is computed kernel by kernel on the dense peak of the chosen precision (never the sparse or marketing figure): matrix multiplies at the compute efficiency, attention and memory-bound work at their own rates, the kernels and launches of the software above, plus the communication that does not overlap with compute (gradient reduction, tensor-parallel exchanges, pipeline bubble, offload traffic). A trial run&apos;s tokens/s and peak memory (&quot;measured&quot;) replace the model&apos;s figures.</translation>
    </message>
    <message>
        <source>Hours are the whole run: steady training plus starting, checkpoints, restarts after failures and evaluation (the &quot;Steady h&quot; column is the training alone).</source>
        <translation>Hours are the whole run: steady training plus starting, checkpoints, restarts after failures and evaluation (the &quot;Steady h&quot; column is the training alone).</translation>
    </message>
    <message>
        <source>Steady h</source>
        <translation>Steady h</translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1, %n card(s), %3 a month.</source>
        <translation>
            <numerusform>Recommended: %1, %n card, %3 a month.</numerusform>
            <numerusform>Recommended: %1, %n cards, %3 a month.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1, %n card(s), about %3 a run; a month of weekly runs is billed %4.</source>
        <translation>
            <numerusform>Recommended: %1, %n card, about %3 a run; a month of weekly runs is billed %4.</numerusform>
            <numerusform>Recommended: %1, %n cards, about %3 a run; a month of weekly runs is billed %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1, %n card(s), about %3; billed %4 (%5 pro-rated).</source>
        <translation>
            <numerusform>Recommended: %1, %n card, about %3; billed %4 (%5 pro-rated).</numerusform>
            <numerusform>Recommended: %1, %n cards, about %3; billed %4 (%5 pro-rated).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n replica(s), %3 tokens/s per card, %4 tokens/s in all, %5 a month, %6 per million tokens</source>
        <translation>
            <numerusform>%1: %n replica, %3 tokens/s per card, %4 tokens/s in all, %5 a month, %6 per million tokens</numerusform>
            <numerusform>%1: %n replicas, %3 tokens/s per card, %4 tokens/s in all, %5 a month, %6 per million tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 a month for %3 cards is %4 per card-month</source>
        <translation>%1: %2 a month for %3 cards is %4 per card-month</translation>
    </message>
    <message>
        <source>%1; at %2 per card-hour, the hourly container is cheaper even used all month (%3).</source>
        <translation>%1; at %2 per card-hour, the hourly container is cheaper even used all month (%3).</translation>
    </message>
    <message>
        <source>%1; at %2 per card-hour, bare metal is cheaper above %3 a month.</source>
        <translation>%1; at %2 per card-hour, bare metal is cheaper above %3 a month.</translation>
    </message>
</context>
<context>
    <name>gp::ReasonText</name>
    <message>
        <source>now</source>
        <translation>now</translation>
    </message>
    <message>
        <source>within 6 months</source>
        <translation>within 6 months</translation>
    </message>
    <message>
        <source>The catalog has no price for this offering.</source>
        <translation>The catalog has no price for this offering.</translation>
    </message>
    <message>
        <source>The catalog does not describe the accelerator %1.</source>
        <translation>The catalog does not describe the accelerator %1.</translation>
    </message>
    <message>
        <source>Excluded: the job requires physical isolation, which a container cannot give.</source>
        <translation>Excluded: the job requires physical isolation, which a container cannot give.</translation>
    </message>
    <message>
        <source>Excluded: the job requires physical isolation, and this machine is not physically isolated.</source>
        <translation>Excluded: the job requires physical isolation, and this machine is not physically isolated.</translation>
    </message>
    <message>
        <source>Excluded: the job requires domestic (Xinchuang) hardware such as Ascend; %1 is from %2.</source>
        <translation>Excluded: the job requires domestic (Xinchuang) hardware such as Ascend; %1 is from %2.</translation>
    </message>
    <message>
        <source>Excluded: the job requires domestic (Xinchuang) hardware such as Ascend.</source>
        <translation>Excluded: the job requires domestic (Xinchuang) hardware such as Ascend.</translation>
    </message>
    <message>
        <source>Custom kernels need root access, which this offering does not give.</source>
        <translation>Custom kernels need root access, which this offering does not give.</translation>
    </message>
    <message>
        <source>Full-parameter training cannot run on INT8/INT4 weights; train in BF16, or use %1 for a quantised base.</source>
        <translation>Full-parameter training cannot run on INT8/INT4 weights; train in BF16, or use %1 for a quantised base.</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 per card, has %2.</source>
        <translation>Does not fit: needs %1 per card, has %2.</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 over %2 cards, which have %3.</source>
        <translation>Does not fit: needs %1 over %2 cards, which have %3.</translation>
    </message>
    <message>
        <source>Offloading to host RAM would need %1; the machine has %2 usable.</source>
        <translation>Offloading to host RAM would need %1; the machine has %2 usable.</translation>
    </message>
    <message>
        <source>Misses the deadline: takes about %1, the deadline is %2 (%3 likely to make it).</source>
        <translation>Misses the deadline: takes about %1, the deadline is %2 (%3 likely to make it).</translation>
    </message>
    <message>
        <source>Over budget: costs %1, the budget is %2.</source>
        <translation>Over budget: costs %1, the budget is %2.</translation>
    </message>
    <message>
        <source>its network</source>
        <translation>its network</translation>
    </message>
    <message>
        <source>Cannot train across %1 machines over %2 (%3 GB/s per machine): communication alone would take %4.</source>
        <translation>Cannot train across %1 machines over %2 (%3 GB/s per machine): communication alone would take %4.</translation>
    </message>
    <message>
        <source>Deadline at risk: about %1 expected, up to %2, against %3 (%4 likely to make it).</source>
        <translation>Deadline at risk: about %1 expected, up to %2, against %3 (%4 likely to make it).</translation>
    </message>
    <message>
        <source>Budget at risk: about %1 against %2 (%3 likely to stay within it).</source>
        <translation>Budget at risk: about %1 against %2 (%3 likely to stay within it).</translation>
    </message>
    <message>
        <source>No FP8 on this accelerator: planned at %1 (%2) instead.</source>
        <translation>No FP8 on this accelerator: planned at %1 (%2) instead.</translation>
    </message>
    <message>
        <source>Tensor parallelism of %1 over PCIe: every layer exchanges activations over a slow link.</source>
        <translation>Tensor parallelism of %1 over PCIe: every layer exchanges activations over a slow link.</translation>
    </message>
    <message>
        <source>PCIe all-reduce bottleneck: communication takes %1 of each step (%2 of gradients at %3 GB/s).</source>
        <translation>PCIe all-reduce bottleneck: communication takes %1 of each step (%2 of gradients at %3 GB/s).</translation>
    </message>
    <message>
        <source>Over-provisioned: the job needs only %1 of each card&apos;s memory; %2 runs it for %3, %4 times cheaper.</source>
        <translation>Over-provisioned: the job needs only %1 of each card&apos;s memory; %2 runs it for %3, %4 times cheaper.</translation>
    </message>
    <message>
        <source>Over-provisioned: the job needs only %1 of each card&apos;s memory.</source>
        <translation>Over-provisioned: the job needs only %1 of each card&apos;s memory.</translation>
    </message>
    <message>
        <source>Expanding across machines (%1) needs InfiniBand/RDMA, which this machine does not have.</source>
        <translation>Expanding across machines (%1) needs InfiniBand/RDMA, which this machine does not have.</translation>
    </message>
    <message>
        <source>Expanding across machines (%1) needs InfiniBand/RDMA; this machine has %2.</source>
        <translation>Expanding across machines (%1) needs InfiniBand/RDMA; this machine has %2.</translation>
    </message>
    <message>
        <source>%1 has it, for %2 more.</source>
        <translation>%1 has it, for %2 more.</translation>
    </message>
    <message>
        <source>%1 has it, at no extra cost.</source>
        <translation>%1 has it, at no extra cost.</translation>
    </message>
    <message>
        <source>Ascend needs the code ported to CANN (%3): about %1 to %2 person-days, including the custom CUDA kernels.</source>
        <translation>Ascend needs the code ported to CANN (%3): about %1 to %2 person-days, including the custom CUDA kernels.</translation>
    </message>
    <message>
        <source>Ascend needs the code ported to CANN (%3): about %1 to %2 person-days; custom CUDA kernels would add more.</source>
        <translation>Ascend needs the code ported to CANN (%3): about %1 to %2 person-days; custom CUDA kernels would add more.</translation>
    </message>
    <message>
        <source>Keeps %1 of optimizer state in host RAM (the machine has %2), adding about %3 of transfers.</source>
        <translation>Keeps %1 of optimizer state in host RAM (the machine has %2), adding about %3 of transfers.</translation>
    </message>
    <message>
        <source>Needs %1 machines: a multi-machine cluster is quoted by sales, not rented self-service.</source>
        <translation>Needs %1 machines: a multi-machine cluster is quoted by sales, not rented self-service.</translation>
    </message>
    <message>
        <source>Scaling efficiency at this size: %1.</source>
        <translation>Scaling efficiency at this size: %1.</translation>
    </message>
    <message>
        <source>The billing period leaves %1 paid but unused (%2 of idle machine time).</source>
        <translation>The billing period leaves %1 paid but unused (%2 of idle machine time).</translation>
    </message>
    <message>
        <source>At %1 of use a month, above the break-even of %2, monthly bare metal (%3) is cheaper than hourly containers.</source>
        <translation>At %1 of use a month, above the break-even of %2, monthly bare metal (%3) is cheaper than hourly containers.</translation>
    </message>
    <message>
        <source>None of the %1 options can run this job as it stands; see each option&apos;s reasons.</source>
        <translation>None of the %1 options can run this job as it stands; see each option&apos;s reasons.</translation>
    </message>
    <message>
        <source>Card-count tier on %1 cards: one card is enough; do not pay for more.</source>
        <translation>Card-count tier on %1 cards: one card is enough; do not pay for more.</translation>
    </message>
    <message>
        <source>Card-count tier on %1 cards: 2 to 4 cards, the model must be split.</source>
        <translation>Card-count tier on %1 cards: 2 to 4 cards, the model must be split.</translation>
    </message>
    <message>
        <source>Card-count tier on %1 cards: one 8-card machine.</source>
        <translation>Card-count tier on %1 cards: one 8-card machine.</translation>
    </message>
    <message>
        <source>Card-count tier on %1 cards: a multi-machine cluster, planned separately with sales.</source>
        <translation>Card-count tier on %1 cards: a multi-machine cluster, planned separately with sales.</translation>
    </message>
    <message>
        <source>Architecture estimated from the parameter count: %1 layers, hidden size %2, %3 heads; give them in the job for a sharper plan.</source>
        <translation>Architecture estimated from the parameter count: %1 layers, hidden size %2, %3 heads; give them in the job for a sharper plan.</translation>
    </message>
    <message>
        <source>The job&apos;s end-to-end MFU of %1 is planned as a compute efficiency of %2 on this layout (the catalog&apos;s figure is %3).</source>
        <translation>The job&apos;s end-to-end MFU of %1 is planned as a compute efficiency of %2 on this layout (the catalog&apos;s figure is %3).</translation>
    </message>
    <message>
        <source>The job&apos;s end-to-end MFU of %1 cannot be reached on this layout: communication and pipeline idling alone leave at most %2, which is what is planned.</source>
        <translation>The job&apos;s end-to-end MFU of %1 cannot be reached on this layout: communication and pipeline idling alone leave at most %2, which is what is planned.</translation>
    </message>
    <message>
        <source>The catalog does not state this machine&apos;s RAM: with offload it would fit given %1 of host RAM; ask the seller.</source>
        <translation>The catalog does not state this machine&apos;s RAM: with offload it would fit given %1 of host RAM; ask the seller.</translation>
    </message>
    <message>
        <source>Over budget: a month of weekly runs is billed %1, the budget is %2.</source>
        <translation>Over budget: a month of weekly runs is billed %1, the budget is %2.</translation>
    </message>
    <message>
        <source>The catalog does not state this machine&apos;s RAM: planned with %1 as on %2, since the layout offloads %3 to host RAM; confirm the RAM with the seller.</source>
        <translation>The catalog does not state this machine&apos;s RAM: planned with %1 as on %2, since the layout offloads %3 to host RAM; confirm the RAM with the seller.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has it: the same %n card(s) cost %2 more.</source>
        <translation>
            <numerusform>%1 has it: the same %n card cost %2 more.</numerusform>
            <numerusform>%1 has it: the same %n cards cost %2 more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has it: the same %n card(s) cost %2 less.</source>
        <translation>
            <numerusform>%1 has it: the same %n card cost %2 less.</numerusform>
            <numerusform>%1 has it: the same %n cards cost %2 less.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted in the comparison as %1 (%2 person-days at %3 a day).</source>
        <translation>Counted in the comparison as %1 (%2 person-days at %3 a day).</translation>
    </message>
    <message>
        <source>Not counted against Ascend: the job requires domestic hardware.</source>
        <translation>Not counted against Ascend: the job requires domestic hardware.</translation>
    </message>
    <message>
        <source>It finishes within the deadline of %1 (%2 likely).</source>
        <translation>It finishes within the deadline of %1 (%2 likely).</translation>
    </message>
    <message>
        <source>It is expected within the deadline of %1, but only %2 likely: allow more time or more cards.</source>
        <translation>It is expected within the deadline of %1, but only %2 likely: allow more time or more cards.</translation>
    </message>
    <message>
        <source>Only %1 likely to stay within the budget of %2.</source>
        <translation>Only %1 likely to stay within the budget of %2.</translation>
    </message>
    <message>
        <source>The comparison counts %1 of porting to CANN.</source>
        <translation>The comparison counts %1 of porting to CANN.</translation>
    </message>
    <message>
        <source>Each day the runs take is counted at %1, as the job states.</source>
        <translation>Each day the runs take is counted at %1, as the job states.</translation>
    </message>
    <message>
        <source>it is over-provisioned for this job</source>
        <translation>it is over-provisioned for this job</translation>
    </message>
    <message>
        <source>its PCIe all-reduce would bottleneck the training</source>
        <translation>its PCIe all-reduce would bottleneck the training</translation>
    </message>
    <message>
        <source>it has no InfiniBand for the planned expansion</source>
        <translation>it has no InfiniBand for the planned expansion</translation>
    </message>
    <message>
        <source>%1 would cost %2 less, but is set aside: %3.</source>
        <translation>%1 would cost %2 less, but is set aside: %3.</translation>
    </message>
    <message>
        <source>, counting porting,</source>
        <translation>, counting porting,</translation>
    </message>
    <message>
        <source>Runner-up: %1, %2 more a month.</source>
        <translation>Runner-up: %1, %2 more a month.</translation>
    </message>
    <message>
        <source>Runner-up: %1 costs %2 more%3</source>
        <translation>Runner-up: %1 costs %2 more%3</translation>
    </message>
    <message>
        <source>Runner-up: %1 costs %2 less%3</source>
        <translation>Runner-up: %1 costs %2 less%3</translation>
    </message>
    <message>
        <source> a run</source>
        <translation> a run</translation>
    </message>
    <message>
        <source>%1 and saves about %2%3.</source>
        <translation>%1 and saves about %2%3.</translation>
    </message>
    <message>
        <source>%1 and takes about %2 longer%3.</source>
        <translation>%1 and takes about %2 longer%3.</translation>
    </message>
    <message>
        <source>%1 for about the same time.</source>
        <translation>%1 for about the same time.</translation>
    </message>
    <message>
        <source>about %1, %2</source>
        <translation>about %1, %2</translation>
    </message>
    <message>
        <source>%1 would run it with a budget of %2 (%3).</source>
        <translation>%1 would run it with a budget of %2 (%3).</translation>
    </message>
    <message>
        <source>%1 would run it with a deadline of %2 (%3).</source>
        <translation>%1 would run it with a deadline of %2 (%3).</translation>
    </message>
    <message>
        <source>%1 would run it with a budget of %2 and a deadline of %3 (%4).</source>
        <translation>%1 would run it with a budget of %2 and a deadline of %3 (%4).</translation>
    </message>
    <message>
        <source>Hybrid plan: iterate on %1 (%2 a run, %3 a month), and sprint by the hour on %4 (%5, %6 a run).</source>
        <translation>Hybrid plan: iterate on %1 (%2 a run, %3 a month), and sprint by the hour on %4 (%5, %6 a run).</translation>
    </message>
    <message>
        <source>%1 less (counting porting)</source>
        <translation>%1 less (counting porting)</translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation>%1 less</translation>
    </message>
    <message>
        <source>%1 would cost %2 but is expected to take about %3, past the deadline of %4 (%5 likely to make it); a deadline of %6 would make it a safe choice.</source>
        <translation>%1 would cost %2 but is expected to take about %3, past the deadline of %4 (%5 likely to make it); a deadline of %6 would make it a safe choice.</translation>
    </message>
    <message>
        <source>restarts after about %1 expected failures (%2)</source>
        <translation>restarts after about %1 expected failures (%2)</translation>
    </message>
    <message>
        <source>restarts after a failure (%1; fewer than one run in ten has one)</source>
        <translation>restarts after a failure (%1; fewer than one run in ten has one)</translation>
    </message>
    <message>
        <source>The whole run adds %1 to %2 of steady training: starting (%3), checkpoints (%4 every %5, %6 in all), %7 and evaluation (%8).</source>
        <translation>The whole run adds %1 to %2 of steady training: starting (%3), checkpoints (%4 every %5, %6 in all), %7 and evaluation (%8).</translation>
    </message>
    <message>
        <source>%1 does not run on this card: planned with %2, its counterpart here.</source>
        <translation>%1 does not run on this card: planned with %2, its counterpart here.</translation>
    </message>
    <message>
        <source>%1 needs %2 a card, more than its %3</source>
        <translation>%1 needs %2 a card, more than its %3</translation>
    </message>
    <message>
        <source>Planned at %1 MFU, the best published run of this size on this card (%2): the layout alone would promise more.</source>
        <translation>Planned at %1 MFU, the best published run of this size on this card (%2): the layout alone would promise more.</translation>
    </message>
    <message>
        <source>Pro-rated by the hour (the monthly price / 720 x hours), the two cost about the same.</source>
        <translation>Pro-rated by the hour (the monthly price / 720 x hours), the two cost about the same.</translation>
    </message>
    <message>
        <source>Pro-rated by the hour (the monthly price / 720 x hours): %1 more.</source>
        <translation>Pro-rated by the hour (the monthly price / 720 x hours): %1 more.</translation>
    </message>
    <message>
        <source>Pro-rated by the hour (the monthly price / 720 x hours): %1 less.</source>
        <translation>Pro-rated by the hour (the monthly price / 720 x hours): %1 less.</translation>
    </message>
    <message>
        <source>Before signing for %1, try the job by the hour on %2:</source>
        <translation>Before signing for %1, try the job by the hour on %2:</translation>
    </message>
    <message>
        <source>1 card for %1 (%2) checks the environment and the baseline speed</source>
        <translation>1 card for %1 (%2) checks the environment and the baseline speed</translation>
    </message>
    <message>
        <source>%1 cards for %2 (%3) measure the real speed-up</source>
        <translation>%1 cards for %2 (%3) measure the real speed-up</translation>
    </message>
    <message>
        <source>(about %1 tokens/s expected)</source>
        <translation>(about %1 tokens/s expected)</translation>
    </message>
    <message>
        <source>The whole model does not fit on these cards: run it with fewer layers.</source>
        <translation>The whole model does not fit on these cards: run it with fewer layers.</translation>
    </message>
    <message>
        <source>Where the whole model does not fit, run it with fewer layers.</source>
        <translation>Where the whole model does not fit, run it with fewer layers.</translation>
    </message>
    <message>
        <source>Together %1. Enter the measured tokens/s as the job&apos;s trial runs and the plan is made again from them.</source>
        <translation>Together %1. Enter the measured tokens/s as the job&apos;s trial runs and the plan is made again from them.</translation>
    </message>
    <message>
        <source>The catalog has no hourly container of the recommended card: this trial checks the code, the software and its speed-up, not the machine&apos;s own speed; measure that in its first hours.</source>
        <translation>The catalog has no hourly container of the recommended card: this trial checks the code, the software and its speed-up, not the machine&apos;s own speed; measure that in its first hours.</translation>
    </message>
    <message>
        <source>The plan&apos;s %1 cards assume %2 scaling efficiency; below %3 a run no longer fits the week: then plan more cards or fewer tokens a run.</source>
        <translation>The plan&apos;s %1 cards assume %2 scaling efficiency; below %3 a run no longer fits the week: then plan more cards or fewer tokens a run.</translation>
    </message>
    <message>
        <source>The plan&apos;s %1 cards assume %2 scaling efficiency; below %3 they miss the deadline: then plan more cards or more time.</source>
        <translation>The plan&apos;s %1 cards assume %2 scaling efficiency; below %3 they miss the deadline: then plan more cards or more time.</translation>
    </message>
    <message>
        <source>The plan&apos;s %1 cards assume %2 scaling efficiency: a lower measured speed-up lengthens the run in proportion.</source>
        <translation>The plan&apos;s %1 cards assume %2 scaling efficiency: a lower measured speed-up lengthens the run in proportion.</translation>
    </message>
    <message>
        <source>Misses the deadline of %1 counted from the order: the machine is delivered in about %2 and the run takes about %3 more.</source>
        <translation>Misses the deadline of %1 counted from the order: the machine is delivered in about %2 and the run takes about %3 more.</translation>
    </message>
    <message>
        <source>The catalog has no hourly container of this card to bridge the wait with.</source>
        <translation>The catalog has no hourly container of this card to bridge the wait with.</translation>
    </message>
    <message>
        <source>The cost counts %1 of porting to CANN.</source>
        <translation>The cost counts %1 of porting to CANN.</translation>
    </message>
    <message>
        <source>Deadline at risk: delivery in about %1, then about %2 expected, up to %3, against %4 from the order (%5 likely to make it).</source>
        <translation>Deadline at risk: delivery in about %1, then about %2 expected, up to %3, against %4 from the order (%5 likely to make it).</translation>
    </message>
    <message>
        <source>Weekly cadence at risk: a run takes about %1, up to %2, against a week of %3 (%4 likely to finish within it).</source>
        <translation>Weekly cadence at risk: a run takes about %1, up to %2, against a week of %3 (%4 likely to finish within it).</translation>
    </message>
    <message numerus="yes">
        <source>The run&apos;s last month is billed whole for %n day(s) of use</source>
        <translation>
            <numerusform>The run&apos;s last month is billed whole for %n day of use</numerusform>
            <numerusform>The run&apos;s last month is billed whole for %n days of use</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The month is billed whole for %n day(s) of use</source>
        <translation>
            <numerusform>The month is billed whole for %n day of use</numerusform>
            <numerusform>The month is billed whole for %n days of use</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2; pro-rated by the hour, the run costs %3). The catalog has no day price for this machine: renting by the day beats the month below %4 a day, so ask the seller for one.</source>
        <translation>%1 (%2; pro-rated by the hour, the run costs %3). The catalog has no day price for this machine: renting by the day beats the month below %4 a day, so ask the seller for one.</translation>
    </message>
    <message>
        <source>A run finishes within the week of %1 (%2 likely).</source>
        <translation>A run finishes within the week of %1 (%2 likely).</translation>
    </message>
    <message>
        <source>A run is expected within the week of %1, but only %2 likely: some weeks the next run starts late; allow more cards or fewer tokens a run.</source>
        <translation>A run is expected within the week of %1, but only %2 likely: some weeks the next run starts late; allow more cards or fewer tokens a run.</translation>
    </message>
    <message>
        <source>The comparison counts %1 of porting to CANN: %2 in all.</source>
        <translation>The comparison counts %1 of porting to CANN: %2 in all.</translation>
    </message>
    <message>
        <source>Porting the code to CANN (about %1 person-days, %2) is needed on every option, so it is not compared; budget for it beside the bill.</source>
        <translation>Porting the code to CANN (about %1 person-days, %2) is needed on every option, so it is not compared; budget for it beside the bill.</translation>
    </message>
    <message>
        <source>The catalog states no delivery time for %1: ask the seller when it can be in hand before counting on the deadline of %2.</source>
        <translation>The catalog states no delivery time for %1: ask the seller when it can be in hand before counting on the deadline of %2.</translation>
    </message>
    <message>
        <source>Order %1 about %2 ahead: the seller typically delivers it in that time, and the deadline of %3 counts it.</source>
        <translation>Order %1 about %2 ahead: the seller typically delivers it in that time, and the deadline of %3 counts it.</translation>
    </message>
    <message>
        <source>Order %1 about %2 ahead: the seller typically delivers it in that time.</source>
        <translation>Order %1 about %2 ahead: the seller typically delivers it in that time.</translation>
    </message>
    <message numerus="yes">
        <source>Cannot rent %n card(s) here: at most %2.</source>
        <translation>
            <numerusform>Cannot rent %n card here: at most %2.</numerusform>
            <numerusform>Cannot rent %n cards here: at most %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No parallel layout splits the model over %n card(s) (it has %2 attention heads and %3 layers).</source>
        <translation>
            <numerusform>No parallel layout splits the model over %n card (it has %2 attention heads and %3 layers).</numerusform>
            <numerusform>No parallel layout splits the model over %n cards (it has %2 attention heads and %3 layers).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Misses the serving target: %1 tokens/s on %n card(s); %3 concurrent requests at %4 tokens/s each need %5 tokens/s.</source>
        <translation>
            <numerusform>Misses the serving target: %1 tokens/s on %n card; %3 concurrent requests at %4 tokens/s each need %5 tokens/s.</numerusform>
            <numerusform>Misses the serving target: %1 tokens/s on %n cards; %3 concurrent requests at %4 tokens/s each need %5 tokens/s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Misses the serving target: %1 tokens/s on %n card(s), the target is %3 tokens/s.</source>
        <translation>
            <numerusform>Misses the serving target: %1 tokens/s on %n card, the target is %3 tokens/s.</numerusform>
            <numerusform>Misses the serving target: %1 tokens/s on %n cards, the target is %3 tokens/s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %2 by the hour finish the run alone in about %3 (%4), before the machine would arrive.</source>
        <translation>
            <numerusform>%n card of %2 by the hour finish the run alone in about %3 (%4), before the machine would arrive.</numerusform>
            <numerusform>%n cards of %2 by the hour finish the run alone in about %3 (%4), before the machine would arrive.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bridge: start now on %n card(s) of %2 (%3 until the machine arrives), then move the run to it: done in about %4, %5 in all.</source>
        <translation>
            <numerusform>Bridge: start now on %n card of %2 (%3 until the machine arrives), then move the run to it: done in about %4, %5 in all.</numerusform>
            <numerusform>Bridge: start now on %n cards of %2 (%3 until the machine arrives), then move the run to it: done in about %4, %5 in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cannot keep the weekly cadence: one run takes about %1 on %n card(s), longer than a week (%3).</source>
        <translation>
            <numerusform>Cannot keep the weekly cadence: one run takes about %1 on %n card, longer than a week (%3).</numerusform>
            <numerusform>Cannot keep the weekly cadence: one run takes about %1 on %n cards, longer than a week (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %n card(s), %3 each, and about %4</source>
        <translation>
            <numerusform>%1 needs %n card, %3 each, and about %4</numerusform>
            <numerusform>%1 needs %n cards, %3 each, and about %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %1, %2 runs this job on %n card(s) with %4 each in about %5, where %6: worth a trial if your code can move to it.</source>
        <translation>
            <numerusform>On %1, %2 runs this job on %n card with %4 each in about %5, where %6: worth a trial if your code can move to it.</numerusform>
            <numerusform>On %1, %2 runs this job on %n cards with %4 each in about %5, where %6: worth a trial if your code can move to it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Memory follows your trial run: %1 per card reported on %n card(s) where the model gave %3; activations and overhead are scaled by %4.</source>
        <translation>
            <numerusform>Memory follows your trial run: %1 per card reported on %n card where the model gave %3; activations and overhead are scaled by %4.</numerusform>
            <numerusform>Memory follows your trial run: %1 per card reported on %n cards where the model gave %3; activations and overhead are scaled by %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compute efficiency fitted from your %1 on up to %n card(s): %3 MFU measured, %4 of the dense peak for the kernels.</source>
        <translation>
            <numerusform>Compute efficiency fitted from your %1 on up to %n card: %3 MFU measured, %4 of the dense peak for the kernels.</numerusform>
            <numerusform>Compute efficiency fitted from your %1 on up to %n cards: %3 MFU measured, %4 of the dense peak for the kernels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trial run(s)</source>
        <translation>
            <numerusform>%n trial run</numerusform>
            <numerusform>%n trial runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s). Each weekly run takes about %3; a month of runs is billed %4. It is the only option that keeps the cadence and meets every requirement.</source>
        <translation>
            <numerusform>Recommended: %1 on %n card. Each weekly run takes about %3; a month of runs is billed %4. It is the only option that keeps the cadence and meets every requirement.</numerusform>
            <numerusform>Recommended: %1 on %n cards. Each weekly run takes about %3; a month of runs is billed %4. It is the only option that keeps the cadence and meets every requirement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s), billed %3 a month, the only option that meets the serving target and every requirement.</source>
        <translation>
            <numerusform>Recommended: %1 on %n card, billed %3 a month, the only option that meets the serving target and every requirement.</numerusform>
            <numerusform>Recommended: %1 on %n cards, billed %3 a month, the only option that meets the serving target and every requirement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s), about %3, billed %4, the only option that meets every requirement.</source>
        <translation>
            <numerusform>Recommended: %1 on %n card, about %3, billed %4, the only option that meets every requirement.</numerusform>
            <numerusform>Recommended: %1 on %n cards, about %3, billed %4, the only option that meets every requirement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s). Each weekly run takes about %3; a month of runs is billed %4, the lowest of the %5 options that keep the cadence and meet every requirement.</source>
        <translation>
            <numerusform>Recommended: %1 on %n card. Each weekly run takes about %3; a month of runs is billed %4, the lowest of the %5 options that keep the cadence and meet every requirement.</numerusform>
            <numerusform>Recommended: %1 on %n cards. Each weekly run takes about %3; a month of runs is billed %4, the lowest of the %5 options that keep the cadence and meet every requirement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s), billed %3 a month, the lowest of the %4 options that meet the serving target and every requirement.</source>
        <translation>
            <numerusform>Recommended: %1 on %n card, billed %3 a month, the lowest of the %4 options that meet the serving target and every requirement.</numerusform>
            <numerusform>Recommended: %1 on %n cards, billed %3 a month, the lowest of the %4 options that meet the serving target and every requirement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s), about %3, billed %4, the lowest cost of the %5 options that meet every requirement.</source>
        <translation>
            <numerusform>Recommended: %1 on %n card, about %3, billed %4, the lowest cost of the %5 options that meet every requirement.</numerusform>
            <numerusform>Recommended: %1 on %n cards, about %3, billed %4, the lowest cost of the %5 options that meet every requirement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would run it on %n card(s) (%3).</source>
        <translation>
            <numerusform>%1 would run it on %n card (%3).</numerusform>
            <numerusform>%1 would run it on %n cards (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would run it as a LoRA fine-tune instead of full training, on %n card(s) (%3).</source>
        <translation>
            <numerusform>%1 would run it as a LoRA fine-tune instead of full training, on %n card (%3).</numerusform>
            <numerusform>%1 would run it as a LoRA fine-tune instead of full training, on %n cards (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would run it as QLoRA on a 4-bit base, on %n card(s) (%3).</source>
        <translation>
            <numerusform>%1 would run it as QLoRA on a 4-bit base, on %n card (%3).</numerusform>
            <numerusform>%1 would run it as QLoRA on a 4-bit base, on %n cards (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would serve it in %2, on %n card(s) (%4).</source>
        <translation>
            <numerusform>%1 would serve it in %2, on %n card (%4).</numerusform>
            <numerusform>%1 would serve it in %2, on %n cards (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would cost %2 less, but is delivered in about %3, too late for the deadline of %4 with its run. Bridge: start now on %n card(s) of %6 (%7 until the machine arrives), then move the run to it: done in about %8, %9 in all.</source>
        <translation>
            <numerusform>%1 would cost %2 less, but is delivered in about %3, too late for the deadline of %4 with its run. Bridge: start now on %n card of %6 (%7 until the machine arrives), then move the run to it: done in about %8, %9 in all.</numerusform>
            <numerusform>%1 would cost %2 less, but is delivered in about %3, too late for the deadline of %4 with its run. Bridge: start now on %n cards of %6 (%7 until the machine arrives), then move the run to it: done in about %8, %9 in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s) of %3, run of %4</source>
        <translation>
            <numerusform>%1, %n card of %3, run of %4</numerusform>
            <numerusform>%1, %n cards of %3, run of %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s) of %3</source>
        <translation>
            <numerusform>%1, %n card of %3</numerusform>
            <numerusform>%1, %n cards of %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Speed from your trial log %1 (%2): %3 tokens/s over steps %4-%5, where the model planned %6 tokens/s (the run reaches %7 of it).</source>
        <translation>Speed from your trial log %1 (%2): %3 tokens/s over steps %4-%5, where the model planned %6 tokens/s (the run reaches %7 of it).</translation>
    </message>
    <message>
        <source>Speed from your trial log %1 (%2): %3 tokens/s over steps %4-%5.</source>
        <translation>Speed from your trial log %1 (%2): %3 tokens/s over steps %4-%5.</translation>
    </message>
    <message numerus="yes">
        <source>%n warm-up report(s)</source>
        <translation>
            <numerusform>%n warm-up report</numerusform>
            <numerusform>%n warm-up reports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) slower than twice the median</source>
        <translation>
            <numerusform>%n report slower than twice the median</numerusform>
            <numerusform>%n reports slower than twice the median</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Left out: %1.</translation>
    </message>
    <message>
        <source>The log gives no memory figure, so memory stays the model&apos;s.</source>
        <translation>The log gives no memory figure, so memory stays the model&apos;s.</translation>
    </message>
    <message>
        <source>Peak memory %1 per card, where the model planned %2.</source>
        <translation>Peak memory %1 per card, where the model planned %2.</translation>
    </message>
    <message>
        <source>Peak memory %1 per card.</source>
        <translation>Peak memory %1 per card.</translation>
    </message>
    <message>
        <source>The log is 64 MB or more: its first megabyte and last 8 MB were read.</source>
        <translation>The log is 64 MB or more: its first megabyte and last 8 MB were read.</translation>
    </message>
    <message>
        <source>;</source>
        <comment>between two trial steps</comment>
        <translation>;</translation>
    </message>
    <message>
        <source>.</source>
        <comment>after the last trial step</comment>
        <translation>.</translation>
    </message>
</context>
<context>
    <name>gp::RentalSteps</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Try it by the hour on %1: %2, %3 each, %4.</source>
        <translation>Try it by the hour on %1: %2, %3 each, %4.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, then </translation>
    </message>
    <message>
        <source>Scaling measured under %1 (planned %2) no longer fits the week.</source>
        <translation>Scaling measured under %1 (planned %2) no longer fits the week.</translation>
    </message>
    <message>
        <source>Scaling measured under %1 (planned %2) misses the date.</source>
        <translation>Scaling measured under %1 (planned %2) misses the date.</translation>
    </message>
    <message>
        <source>Ask for a day rate: under %1 a day beats the month.</source>
        <translation>Ask for a day rate: under %1 a day beats the month.</translation>
    </message>
    <message>
        <source>%1 is %2 cheaper but arrives too late: bridge on %3 by the hour until it does (%4 in all, done in about %5).</source>
        <translation>%1 is %2 cheaper but arrives too late: bridge on %3 by the hour until it does (%4 in all, done in about %5).</translation>
    </message>
    <message>
        <source>Delivery time not stated: ask the seller for the date.</source>
        <translation>Delivery time not stated: ask the seller for the date.</translation>
    </message>
    <message>
        <source>Order about %1 ahead (typical delivery).</source>
        <translation>Order about %1 ahead (typical delivery).</translation>
    </message>
</context>
<context>
    <name>gp::TradeText</name>
    <message>
        <source>%1 costs %3 less than %2 for the same time.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 costs %3 more than %2 for the same time.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is both cheaper than %2 (by %3) and faster (by %4).</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 saves %3 against %2 and takes %4 longer.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 costs %3 more than %2 and finishes %4 sooner.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 costs %3 more than %2 and takes %4 longer.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 less, about %3 against the deadline of %4 (%5 likely).</source>
        <translation>%1: %2 less, about %3 against the deadline of %4 (%5 likely).</translation>
    </message>
</context>
<context>
    <name>gp::TrialLog</name>
    <message>
        <source>the JSON ends before it closes</source>
        <translation>the JSON ends before it closes</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>not valid JSON (%1)</translation>
    </message>
    <message>
        <source>no &quot;log_history&quot; list</source>
        <translation>no &quot;log_history&quot; list</translation>
    </message>
    <message>
        <source>its log_history has no &quot;train_runtime&quot;: the run has not finished, or logged no timing</source>
        <translation>its log_history has no &quot;train_runtime&quot;: the run has not finished, or logged no timing</translation>
    </message>
    <message>
        <source>a line that is not a JSON object</source>
        <translation>a line that is not a JSON object</translation>
    </message>
    <message>
        <source>an entry without a readable &quot;current_steps&quot; and &quot;elapsed_time&quot;</source>
        <translation>an entry without a readable &quot;current_steps&quot; and &quot;elapsed_time&quot;</translation>
    </message>
    <message>
        <source>no two training entries %1 s or more apart in &quot;elapsed_time&quot;</source>
        <translation>no two training entries %1 s or more apart in &quot;elapsed_time&quot;</translation>
    </message>
    <message numerus="yes">
        <source>only warm-up: %n report(s), each the first of a start or within its first %1 steps</source>
        <translation>
            <numerusform>only warm-up: %n report, the first of a start or within its first %1 steps</numerusform>
            <numerusform>only warm-up: %n reports, each the first of a start or within its first %1 steps</numerusform>
        </translation>
    </message>
    <message>
        <source>its reports give neither the time of a step nor a rate</source>
        <translation>its reports give neither the time of a step nor a rate</translation>
    </message>
    <message>
        <source>its last report is cut off before the end of its line</source>
        <translation>its last report is cut off before the end of its line</translation>
    </message>
    <message>
        <source>a report line without its iteration number (&quot;iteration N/M&quot;)</source>
        <translation>a report line without its iteration number (&quot;iteration N/M&quot;)</translation>
    </message>
    <message>
        <source>a report line without a readable elapsed time per iteration</source>
        <translation>a report line without a readable elapsed time per iteration</translation>
    </message>
    <message>
        <source>a report line without its step (&quot;global_step&quot;)</source>
        <translation>a report line without its step (&quot;global_step&quot;)</translation>
    </message>
    <message>
        <source>a report line without a readable train_step_timing</source>
        <translation>a report line without a readable train_step_timing</translation>
    </message>
    <message>
        <source>a throughput line without its step (&quot;global_step=&quot;)</source>
        <translation>a throughput line without its step (&quot;global_step=&quot;)</translation>
    </message>
    <message>
        <source>a throughput line without a readable samples per second</source>
        <translation>a throughput line without a readable samples per second</translation>
    </message>
    <message>
        <source>a pipeline line without its step (&quot;steps: N&quot;)</source>
        <translation>a pipeline line without its step (&quot;steps: N&quot;)</translation>
    </message>
    <message>
        <source>a pipeline line without a readable iter time</source>
        <translation>a pipeline line without a readable iter time</translation>
    </message>
    <message>
        <source>a metrics line without its step (&quot;Step N |&quot;)</source>
        <translation>a metrics line without its step (&quot;Step N |&quot;)</translation>
    </message>
    <message>
        <source>a metrics line without a readable tokens_per_second_per_gpu</source>
        <translation>a metrics line without a readable tokens_per_second_per_gpu</translation>
    </message>
    <message>
        <source>no line with &quot;elapsed time per iteration (ms)&quot;: the run stopped before its first report</source>
        <translation>no line with &quot;elapsed time per iteration (ms)&quot;: the run stopped before its first report</translation>
    </message>
    <message>
        <source>no line with &quot;train_step_timing in s&quot;: the run stopped before its first report</source>
        <translation>no line with &quot;train_step_timing in s&quot;: the run stopped before its first report</translation>
    </message>
    <message>
        <source>no throughput line (&quot;CurrSamplesPerSec=&quot; or &quot;iter time (s):&quot;): steps_per_print may be larger than the steps run</source>
        <translation>no throughput line (&quot;CurrSamplesPerSec=&quot; or &quot;iter time (s):&quot;): steps_per_print may be larger than the steps run</translation>
    </message>
    <message>
        <source>no metrics line with &quot;tokens_per_second_per_gpu&quot;</source>
        <translation>no metrics line with &quot;tokens_per_second_per_gpu&quot;</translation>
    </message>
    <message>
        <source>%1: a %2 log with no step timings: %3</source>
        <translation>%1: a %2 log with no step timings: %3</translation>
    </message>
    <message>
        <source>%1: damaged %2 log at line %3: %4</source>
        <translation>%1: damaged %2 log at line %3: %4</translation>
    </message>
    <message>
        <source>%1: damaged %2 log: %3</source>
        <translation>%1: damaged %2 log: %3</translation>
    </message>
    <message>
        <source>%1: truncated %2 log, cut at line %3: %4</source>
        <translation>%1: truncated %2 log, cut at line %3: %4</translation>
    </message>
    <message>
        <source>%1: truncated %2 log: %3</source>
        <translation>%1: truncated %2 log: %3</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>tokens the log counts</source>
        <translation>tokens the log counts</translation>
    </message>
    <message>
        <source>the log&apos;s rate per card × the cards</source>
        <translation>the log&apos;s rate per card × the cards</translation>
    </message>
    <message>
        <source>the log&apos;s global batch × the job&apos;s sequence length</source>
        <translation>the log&apos;s global batch × the job&apos;s sequence length</translation>
    </message>
    <message>
        <source>the log&apos;s samples per second × the job&apos;s sequence length</source>
        <translation>the log&apos;s samples per second × the job&apos;s sequence length</translation>
    </message>
    <message>
        <source>the job&apos;s tokens per step</source>
        <translation>the job&apos;s tokens per step</translation>
    </message>
    <message>
        <source>%1 s per step</source>
        <translation>%1 s per step</translation>
    </message>
    <message>
        <source>%1 tokens/s over all cards (%2)</source>
        <translation>%1 tokens/s over all cards (%2)</translation>
    </message>
    <message>
        <source>tokens/s unknown: the log gives no tokens or batch, and the job no sequence length or tokens per step</source>
        <translation>tokens/s unknown: the log gives no tokens or batch, and the job no sequence length or tokens per step</translation>
    </message>
    <message numerus="yes">
        <source>Steady: %n report(s), steps %1: %2.</source>
        <translation>
            <numerusform>Steady: %n report, steps %1: %2.</numerusform>
            <numerusform>Steady: %n reports, steps %1: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Peak memory: not in the log.</source>
        <translation>Peak memory: not in the log.</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reserved</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>allocated</translation>
    </message>
    <message>
        <source>Peak memory: %1 GB per card (%2).</source>
        <translation>Peak memory: %1 GB per card (%2).</translation>
    </message>
    <message>
        <source>%1: the log is empty</source>
        <translation>%1: the log is empty</translation>
    </message>
    <message>
        <source>%1: damaged: binary data (a NUL byte) where a text log was expected</source>
        <translation>%1: damaged: binary data (a NUL byte) where a text log was expected</translation>
    </message>
    <message>
        <source>%1: not a training log GPU Planner reads: expected a Megatron-LM, MindSpeed, NeMo, DeepSpeed or torchtune log, a trainer_state.json or a LLaMA-Factory trainer_log.jsonl</source>
        <translation>%1: not a training log GPU Planner reads: expected a Megatron-LM, MindSpeed, NeMo, DeepSpeed or torchtune log, a trainer_state.json or a LLaMA-Factory trainer_log.jsonl</translation>
    </message>
    <message numerus="yes">
        <source>%1 log: %n step report(s), steps %2.</source>
        <translation>
            <numerusform>%1 log: %n step report, steps %2.</numerusform>
            <numerusform>%1 log: %n step reports, steps %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The log gives only the whole run&apos;s average, warm-up included.</source>
        <translation>The log gives only the whole run&apos;s average, warm-up included.</translation>
    </message>
    <message numerus="yes">
        <source>Skipped as warm-up: %n report(s), the first of each start and any within its first 3 steps.</source>
        <translation>
            <numerusform>Skipped as warm-up: %n report, the first of each start and any within its first 3 steps.</numerusform>
            <numerusform>Skipped as warm-up: %n reports, the first of each start and any within its first 3 steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dropped: %n report(s) slower than twice the median (%1 s per step).</source>
        <translation>
            <numerusform>Dropped: %n report slower than twice the median (%1 s per step).</numerusform>
            <numerusform>Dropped: %n reports slower than twice the median (%1 s per step).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dropped: %n report(s) slower than twice the median.</source>
        <translation>
            <numerusform>Dropped: %n report slower than twice the median.</numerusform>
            <numerusform>Dropped: %n reports slower than twice the median.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The log says %n card(s).</source>
        <translation>
            <numerusform>The log says %n card.</numerusform>
            <numerusform>The log says %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run started %1.</source>
        <translation>Run started %1.</translation>
    </message>
    <message>
        <source>the file changed size while it was read</source>
        <translation>the file changed size while it was read</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: no such file</translation>
    </message>
    <message>
        <source>%1: a folder, not a log file</source>
        <translation>%1: a folder, not a log file</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1: not a regular file</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: cannot be read: %2</translation>
    </message>
    <message>
        <source>%1: 64 MB or more, and a %2 is one JSON document that cannot be read from its end</source>
        <translation>%1: 64 MB or more, and a %2 is one JSON document that cannot be read from its end</translation>
    </message>
    <message>
        <source>64 MB or more: only its first 1 MB and last 8 MB were read.</source>
        <translation>64 MB or more: only its first 1 MB and last 8 MB were read.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the figures of a sentence</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a sentence after the one before</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>gp::Units</name>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>days</source>
        <translation>days</translation>
    </message>
    <message>
        <source>day</source>
        <translation>day</translation>
    </message>
</context>
<context>
    <name>gp::chart::ChartLabels</name>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 ×%2 machines</source>
        <translation>%1 ×%2 machines</translation>
    </message>
</context>
<context>
    <name>gp::cli::Cli</name>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Output format: text, json or csv.</source>
        <translation>Output format: text, json or csv.</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>Write the report to FILE.</source>
        <translation>Write the report to FILE.</translation>
    </message>
    <message>
        <source>Language of the output: zh_CN or en.</source>
        <translation>Language of the output: zh_CN or en.</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>--lang: must be zh_CN or en, not &quot;%1&quot;</source>
        <translation>--lang: must be zh_CN or en, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no command given; try --help</source>
        <translation>no command given; try --help</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; try --help</source>
        <translation>unknown command &quot;%1&quot;; try --help</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>Catalog: %1</translation>
    </message>
    <message>
        <source>No display, so no window: wrote the default job&apos;s PDF summary to %1</source>
        <translation>No display, so no window: wrote the default job&apos;s PDF summary to %1</translation>
    </message>
    <message>
        <source>plan takes exactly one job file; try --help</source>
        <translation>plan takes exactly one job file; try --help</translation>
    </message>
    <message>
        <source>--format: must be text, json or csv, not &quot;%1&quot;</source>
        <translation>--format: must be text, json or csv, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: cannot read the job file: %2</source>
        <translation>%1: cannot read the job file: %2</translation>
    </message>
    <message>
        <source>%1: offerings: unknown offering id &quot;%2&quot;</source>
        <translation>%1: offerings: unknown offering id &quot;%2&quot;</translation>
    </message>
    <message>
        <source>report takes exactly one job file; try --help</source>
        <translation>report takes exactly one job file; try --help</translation>
    </message>
    <message>
        <source>report: -o FILE.pdf is required</source>
        <translation>report: -o FILE.pdf is required</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Wrote %1</translation>
    </message>
    <message>
        <source>--format: must be text or json for catalog list, not &quot;%1&quot;</source>
        <translation>--format: must be text or json for catalog list, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>catalog export takes one output file; try --help</source>
        <translation>catalog export takes one output file; try --help</translation>
    </message>
    <message>
        <source>%1: cannot write the export: %2</source>
        <translation>%1: cannot write the export: %2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n offering(s) to %1</source>
        <translation>
            <numerusform>Wrote %n offering to %1</numerusform>
            <numerusform>Wrote %n offerings to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices observed up to %1</source>
        <translation>Prices observed up to %1</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>Offering</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Current price</source>
        <translation>Current price</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>Observed on</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>catalog import: show what would change, change nothing.</source>
        <translation>catalog import: show what would change, change nothing.</translation>
    </message>
    <message>
        <source>catalog: expected &quot;list&quot;, &quot;export FILE&quot; or &quot;import FILE&quot;; try --help</source>
        <translation>catalog: expected &quot;list&quot;, &quot;export FILE&quot; or &quot;import FILE&quot;; try --help</translation>
    </message>
    <message>
        <source>catalog import takes one JSON or CSV file; try --help</source>
        <translation>catalog import takes one JSON or CSV file; try --help</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message numerus="yes">
        <source>%n bad row(s) in %1: nothing was imported.</source>
        <translation>
            <numerusform>%n bad row in %1: nothing was imported.</numerusform>
            <numerusform>%n bad rows in %1: nothing was imported.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import of %1 into %2</source>
        <translation>Import of %1 into %2</translation>
    </message>
    <message>
        <source>New offerings: %1</source>
        <translation>New offerings: %1</translation>
    </message>
    <message>
        <source>Changed offerings: %1</source>
        <translation>Changed offerings: %1</translation>
    </message>
    <message>
        <source>Price changes: %1</source>
        <translation>Price changes: %1</translation>
    </message>
    <message>
        <source>Removed offerings: %1</source>
        <translation>Removed offerings: %1</translation>
    </message>
    <message>
        <source>Unchanged offerings: %1</source>
        <translation>Unchanged offerings: %1</translation>
    </message>
    <message>
        <source>New price rows: %1, updated price rows: %2</source>
        <translation>New price rows: %1, updated price rows: %2</translation>
    </message>
    <message>
        <source>New accelerators: %1, changed accelerators: %2</source>
        <translation>New accelerators: %1, changed accelerators: %2</translation>
    </message>
    <message>
        <source>Dry run: nothing was changed.</source>
        <translation>Dry run: nothing was changed.</translation>
    </message>
    <message>
        <source>Nothing to change.</source>
        <translation>Nothing to change.</translation>
    </message>
    <message>
        <source>Applied to %1.</source>
        <translation>Applied to %1.</translation>
    </message>
    <message>
        <source>Use the catalog in FILE (or a team catalog at postgresql://user@host[:port]/db) instead of the per-user catalog.</source>
        <translation>Use the catalog in FILE (or a team catalog at postgresql://user@host[:port]/db) instead of the per-user catalog.</translation>
    </message>
    <message>
        <source>No display, so no window: wrote the job&apos;s PDF summary to %1</source>
        <translation>No display, so no window: wrote the job&apos;s PDF summary to %1</translation>
    </message>
    <message>
        <source>plan, report, catalog or calibration</source>
        <translation>plan, report, catalog or calibration</translation>
    </message>
    <message>
        <source>calibration takes no arguments; try --help</source>
        <translation>calibration takes no arguments; try --help</translation>
    </message>
    <message>
        <source>catalog import: apply a whole-catalog file even when it removes more than half of the catalog&apos;s offerings.</source>
        <translation>catalog import: apply a whole-catalog file even when it removes more than half of the catalog&apos;s offerings.</translation>
    </message>
    <message>
        <source>%1: cannot read the job file: not a regular file (a FIFO, a device or a socket)</source>
        <translation>%1: cannot read the job file: not a regular file (a FIFO, a device or a socket)</translation>
    </message>
    <message>
        <source>%1: cannot read the job file: it is larger than %2 KB, far more than any job</source>
        <translation>%1: cannot read the job file: it is larger than %2 KB, far more than any job</translation>
    </message>
    <message>
        <source>Warning: this import removes %1 of the %2 offerings in the catalog.</source>
        <translation>Warning: this import removes %1 of the %2 offerings in the catalog.</translation>
    </message>
    <message>
        <source>the import would remove %1 of the %2 offerings in the catalog, so nothing was changed; check the file, then run it again with --allow-removals</source>
        <translation>the import would remove %1 of the %2 offerings in the catalog, so nothing was changed; check the file, then run it again with --allow-removals</translation>
    </message>
    <message>
        <source>The catalog as it was before is kept in %1.</source>
        <translation>The catalog as it was before is kept in %1.</translation>
    </message>
    <message>
        <source>Plans which GPU machine to rent, how many cards, in which rental form, and what the job costs and how long it takes.

Commands:
  plan JOB                 plan a job file (.gpuplan) over the catalog
  report JOB -o FILE.pdf   write the PDF summary of a job&apos;s plan (--decision: one
                           page for the meeting)
  catalog list             list the catalog&apos;s offerings and prices
  catalog export FILE      write the whole catalog as JSON (or CSV: FILE.csv)
  catalog import FILE      preview and apply offerings and prices from a JSON or
                           CSV file (--dry-run: preview only)
  calibration              compare the time model with published training and
                           serving runs, using the catalog&apos;s accelerator figures</source>
        <translation>Plans which GPU machine to rent, how many cards, in which rental form, and what the job costs and how long it takes.

Commands:
  plan JOB                 plan a job file (.gpuplan) over the catalog
  report JOB -o FILE.pdf   write the PDF summary of a job&apos;s plan (--decision: one
                           page for the meeting)
  catalog list             list the catalog&apos;s offerings and prices
  catalog export FILE      write the whole catalog as JSON (or CSV: FILE.csv)
  catalog import FILE      preview and apply offerings and prices from a JSON or
                           CSV file (--dry-run: preview only)
  calibration              compare the time model with published training and
                           serving runs, using the catalog&apos;s accelerator figures</translation>
    </message>
    <message>
        <source>report: write the one-page decision (the recommendation, the trade against the runner-up, the chart and the checks before ordering) instead of the full report.</source>
        <translation>report: write the one-page decision (the recommendation, the trade against the runner-up, the chart and the checks before ordering) instead of the full report.</translation>
    </message>
    <message>
        <source>--decision: only the report command writes the one-page decision</source>
        <translation>--decision: only the report command writes the one-page decision</translation>
    </message>
    <message>
        <source>--decision: the decision is a PDF; --format does not apply to it</source>
        <translation>--decision: the decision is a PDF; --format does not apply to it</translation>
    </message>
    <message>
        <source>catalog import: apply a file even when it changes a current price by more than 50%.</source>
        <translation>catalog import: apply a file even when it changes a current price by more than 50%.</translation>
    </message>
    <message>
        <source>catalog import: accept prices dated after today (planned prices).</source>
        <translation>catalog import: accept prices dated after today (planned prices).</translation>
    </message>
    <message>
        <source>%1: must not be empty or blank (an unset variable?)</source>
        <translation>%1: must not be empty or blank (an unset variable?)</translation>
    </message>
    <message>
        <source>an argument is empty or blank where a command or a file name belongs (an unset variable?)</source>
        <translation>an argument is empty or blank where a command or a file name belongs (an unset variable?)</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>cannot write to standard output: %1</translation>
    </message>
    <message>
        <source>the output stream failed</source>
        <translation>the output stream failed</translation>
    </message>
    <message>
        <source>cannot write the report</source>
        <translation>cannot write the report</translation>
    </message>
    <message>
        <source>cannot write the export</source>
        <translation>cannot write the export</translation>
    </message>
    <message>
        <source>Warning: %1 holds %2 MB, more than the %3 MB catalog import reads: it cannot be imported back.</source>
        <translation>Warning: %1 holds %2 MB, more than the %3 MB catalog import reads: it cannot be imported back.</translation>
    </message>
    <message>
        <source>%1: is the catalog itself (%2), not a file of offerings and prices</source>
        <translation>%1: is the catalog itself (%2), not a file of offerings and prices</translation>
    </message>
    <message numerus="yes">
        <source>the import would change %n current price(s) by more than 50% (%1), so nothing was changed; check the file, then run it again with --allow-large-changes</source>
        <translation>
            <numerusform>the import would change %n current price by more than 50% (%1), so nothing was changed; check the file, then run it again with --allow-large-changes</numerusform>
            <numerusform>the import would change %n current prices by more than 50% (%1), so nothing was changed; check the file, then run it again with --allow-large-changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warning: this import changes %n current price(s) by more than 50%:</source>
        <translation>
            <numerusform>Warning: this import changes %n current price by more than 50%:</numerusform>
            <numerusform>Warning: this import changes %n current prices by more than 50%:</numerusform>
        </translation>
    </message>
    <message>
        <source>plan, report: plan from a trial run&apos;s log (Megatron-LM, MindSpeed, NeMo, DeepSpeed, torchtune, trainer_state.json, trainer_log.jsonl) run on GPUS cards of ACCELERATOR; repeat for runs at other card counts.</source>
        <translation>plan, report: plan from a trial run&apos;s log (Megatron-LM, MindSpeed, NeMo, DeepSpeed, torchtune, trainer_state.json, trainer_log.jsonl) run on GPUS cards of ACCELERATOR; repeat for runs at other card counts.</translation>
    </message>
    <message>
        <source>ACCELERATOR:GPUS:FILE</source>
        <translation>ACCELERATOR:GPUS:FILE</translation>
    </message>
    <message>
        <source>--trial-log: only the plan and report commands read trial logs</source>
        <translation>--trial-log: only the plan and report commands read trial logs</translation>
    </message>
    <message>
        <source>--trial-log: unknown accelerator &quot;%1&quot;; the catalog has: %2</source>
        <translation>--trial-log: unknown accelerator &quot;%1&quot;; the catalog has: %2</translation>
    </message>
    <message>
        <source>Without a command, gpuplanner [JOB.gpuplan] [--catalog FILE] [--quit-after-start]
opens the window on that job (--quit-after-start: close once the results are
painted); with no display it prints the job&apos;s plan and writes its PDF summary.</source>
        <translation>Without a command, gpuplanner [JOB.gpuplan] [--catalog FILE] [--quit-after-start]
opens the window on that job (--quit-after-start: close once the results are
painted); with no display it prints the job&apos;s plan and writes its PDF summary.</translation>
    </message>
</context>
<context>
    <name>gp::db::Catalog</name>
    <message>
        <source>Catalog &quot;%1&quot; cannot be set aside: the file does not exist.</source>
        <translation>Catalog &quot;%1&quot; cannot be set aside: the file does not exist.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be renamed to &quot;%2&quot;: %3.</source>
        <translation>Catalog &quot;%1&quot; cannot be renamed to &quot;%2&quot;: %3.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be opened: the default data is invalid (%2).</source>
        <translation>Catalog &quot;%1&quot; cannot be opened: the default data is invalid (%2).</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be opened: the Qt SQLite driver is missing.</source>
        <translation>Catalog &quot;%1&quot; cannot be opened: the Qt SQLite driver is missing.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be created: its folder &quot;%2&quot; cannot be created or is not writable.</source>
        <translation>Catalog &quot;%1&quot; cannot be created: its folder &quot;%2&quot; cannot be created or is not writable.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be created: %2.</source>
        <translation>Catalog &quot;%1&quot; cannot be created: %2.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is a folder, not a file.</source>
        <translation>Catalog &quot;%1&quot; is a folder, not a file.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be read: %2.</source>
        <translation>Catalog &quot;%1&quot; cannot be read: %2.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is an empty file (0 bytes), not a GPU Planner catalog.</source>
        <translation>Catalog &quot;%1&quot; is an empty file (0 bytes), not a GPU Planner catalog.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is not a GPU Planner catalog: it is an SQLite database of another application (application id %2).</source>
        <translation>Catalog &quot;%1&quot; is not a GPU Planner catalog: it is an SQLite database of another application (application id %2).</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is not a GPU Planner catalog: it is an SQLite database of another application (no GPU Planner tables).</source>
        <translation>Catalog &quot;%1&quot; is not a GPU Planner catalog: it is an SQLite database of another application (no GPU Planner tables).</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; was written by a newer GPU Planner (schema version %2; this version knows up to %3).</source>
        <translation>Catalog &quot;%1&quot; was written by a newer GPU Planner (schema version %2; this version knows up to %3).</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is read-only but needs an upgrade (schema version %2 to %3, shipped data version %4 to %5).</source>
        <translation>Catalog &quot;%1&quot; is read-only but needs an upgrade (schema version %2 to %3, shipped data version %4 to %5).</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be opened: %2.</source>
        <translation>Catalog &quot;%1&quot; cannot be opened: %2.</translation>
    </message>
    <message>
        <source>No catalog is open.</source>
        <translation>No catalog is open.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is open read-only: changes cannot be saved.</source>
        <translation>Catalog &quot;%1&quot; is open read-only: changes cannot be saved.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be read (%2): %3.</source>
        <translation>Catalog &quot;%1&quot; cannot be read (%2): %3.</translation>
    </message>
    <message>
        <source>The price of &quot;%1&quot; needs a valid date, a currency and amounts of zero or more.</source>
        <translation>The price of &quot;%1&quot; needs a valid date, a currency and amounts of zero or more.</translation>
    </message>
    <message>
        <source>Offering &quot;%1&quot; is not in catalog &quot;%2&quot;.</source>
        <translation>Offering &quot;%1&quot; is not in catalog &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The price cannot be saved in catalog &quot;%1&quot;: %2.</source>
        <translation>The price cannot be saved in catalog &quot;%1&quot;: %2.</translation>
    </message>
    <message>
        <source>An offering needs an id.</source>
        <translation>An offering needs an id.</translation>
    </message>
    <message>
        <source>Accelerator &quot;%1&quot; of offering &quot;%2&quot; is not in the catalog.</source>
        <translation>Accelerator &quot;%1&quot; of offering &quot;%2&quot; is not in the catalog.</translation>
    </message>
    <message>
        <source>Offering &quot;%1&quot; cannot be saved in catalog &quot;%2&quot;: %3.</source>
        <translation>Offering &quot;%1&quot; cannot be saved in catalog &quot;%2&quot;: %3.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; was not changed: %2.</source>
        <translation>Catalog &quot;%1&quot; was not changed: %2.</translation>
    </message>
    <message>
        <source>the price of &quot;%1&quot; observed on %2 is no longer in the catalog</source>
        <translation>the price of &quot;%1&quot; observed on %2 is no longer in the catalog</translation>
    </message>
    <message>
        <source>An accelerator needs an id.</source>
        <translation>An accelerator needs an id.</translation>
    </message>
    <message numerus="yes">
        <source>The import has %n bad row(s): nothing was applied.</source>
        <translation>
            <numerusform>The import has %n bad row: nothing was applied.</numerusform>
            <numerusform>The import has %n bad rows: nothing was applied.</numerusform>
        </translation>
    </message>
    <message>
        <source>The team catalog cannot be reached: changes cannot be saved until it is back.</source>
        <translation>The team catalog cannot be reached: changes cannot be saved until it is back.</translation>
    </message>
    <message>
        <source>the Qt PostgreSQL driver is missing (package libqt6sql6-psql)</source>
        <translation>the Qt PostgreSQL driver is missing (package libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>Team catalog &quot;%1&quot; cannot be reached (%2) and there is no local copy of it yet.</source>
        <translation>Team catalog &quot;%1&quot; cannot be reached (%2) and there is no local copy of it yet.</translation>
    </message>
    <message>
        <source>Team catalog %1 cannot be reached (%2): working on the local copy of %3, read-only.</source>
        <translation>Team catalog %1 cannot be reached (%2): working on the local copy of %3, read-only.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is in use by another writer; try again in a moment (%2).</source>
        <translation>Catalog &quot;%1&quot; is in use by another writer; try again in a moment (%2).</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is not a regular file (a FIFO, a device or a socket): it was not read.</source>
        <translation>Catalog &quot;%1&quot; is not a regular file (a FIFO, a device or a socket): it was not read.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is not a GPU Planner catalog: it is not an SQLite database (no SQLite header).</source>
        <translation>Catalog &quot;%1&quot; is not a GPU Planner catalog: it is not an SQLite database (no SQLite header).</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is not a GPU Planner catalog: SQLite cannot read it as a database (%2).</source>
        <translation>Catalog &quot;%1&quot; is not a GPU Planner catalog: SQLite cannot read it as a database (%2).</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is damaged: SQLite&apos;s integrity check fails (%2).</source>
        <translation>Catalog &quot;%1&quot; is damaged: SQLite&apos;s integrity check fails (%2).</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; has a schema GPU Planner did not make (%2): it could change or hide data unnoticed, so it is not used.</source>
        <translation>Catalog &quot;%1&quot; has a schema GPU Planner did not make (%2): it could change or hide data unnoticed, so it is not used.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; says schema version %2, but it holds %3 of a later version: its version was changed by hand.</source>
        <translation>Catalog &quot;%1&quot; says schema version %2, but it holds %3 of a later version: its version was changed by hand.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; has an unfinished write (its journal &quot;%2&quot;) that SQLite can only roll back with write access to the file and its folder (%3).</source>
        <translation>Catalog &quot;%1&quot; has an unfinished write (its journal &quot;%2&quot;) that SQLite can only roll back with write access to the file and its folder (%3).</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be opened.</source>
        <translation>Catalog &quot;%1&quot; cannot be opened.</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is an SQLite URI, not a file path: give the path of the catalog file itself.</source>
        <translation>Catalog &quot;%1&quot; is an SQLite URI, not a file path: give the path of the catalog file itself.</translation>
    </message>
    <message>
        <source>cannot keep a copy of it in &quot;%1&quot;: %2</source>
        <translation>cannot keep a copy of it in &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is an address GPU Planner does not read: give a file path or postgresql://user@host[:port]/database.</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PostgreSQL address: write postgresql://user@host[:port]/database (the password in ~/.pgpass).</source>
        <translation></translation>
    </message>
    <message>
        <source>Team catalog &quot;%1&quot; refused the connection (%2). A password goes in ~/.pgpass or PGPASSWORD; it is never stored in the settings.</source>
        <translation></translation>
    </message>
    <message>
        <source>Team catalog &quot;%1&quot; is open read-only: the role &quot;%2&quot; may read it but not write it, so changes cannot be saved.</source>
        <translation>Team catalog &quot;%1&quot; is open read-only: the role &quot;%2&quot; may read it but not write it, so changes cannot be saved.</translation>
    </message>
    <message>
        <source>the connection to the server was lost</source>
        <translation>the connection to the server was lost</translation>
    </message>
    <message>
        <source>the database reported no reason</source>
        <translation>the database reported no reason</translation>
    </message>
    <message>
        <source>Team catalog &quot;%1&quot; has schema version %2 and this version of GPU Planner needs %3; the role &quot;%4&quot; may only read it: a price maintainer&apos;s role must open it once first.</source>
        <translation>Team catalog &quot;%1&quot; has schema version %2 and this version of GPU Planner needs %3; the role &quot;%4&quot; may only read it: a price maintainer&apos;s role must open it once first.</translation>
    </message>
</context>
<context>
    <name>gp::db::CatalogImport</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>cannot be read: %1</translation>
    </message>
    <message>
        <source>offering &quot;%1&quot; is not in the catalog, so it needs this column</source>
        <translation>offering &quot;%1&quot; is not in the catalog, so it needs this column</translation>
    </message>
    <message>
        <source>unknown accelerator &quot;%1&quot; (not in the catalog)</source>
        <translation>unknown accelerator &quot;%1&quot; (not in the catalog)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>must not be empty</translation>
    </message>
    <message>
        <source>must be container, bare_metal or cluster, not &quot;%1&quot;</source>
        <translation>must be container, bare_metal or cluster, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be true or false, not &quot;%1&quot;</source>
        <translation>must be true or false, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be a date written YYYY-MM-DD, not &quot;%1&quot;</source>
        <translation>must be a date written YYYY-MM-DD, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be hour, day or month, not &quot;%1&quot;</source>
        <translation>must be hour, day or month, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be gpu or node, not &quot;%1&quot;</source>
        <translation>must be gpu or node, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be an amount of 0 or more with at most two decimals, like 86880.00, not &quot;%1&quot;</source>
        <translation>must be an amount of 0 or more with at most two decimals, like 86880.00, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be empty or an amount of 0 or more with at most two decimals, not &quot;%1&quot;</source>
        <translation>must be empty or an amount of 0 or more with at most two decimals, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the file is empty: it needs a header row</source>
        <translation>the file is empty: it needs a header row</translation>
    </message>
    <message>
        <source>unknown column</source>
        <translation>unknown column</translation>
    </message>
    <message>
        <source>the column appears twice</source>
        <translation>the column appears twice</translation>
    </message>
    <message>
        <source>the header has no offering_id column</source>
        <translation>the header has no offering_id column</translation>
    </message>
    <message>
        <source>the header has price columns but not this one</source>
        <translation>the header has price columns but not this one</translation>
    </message>
    <message>
        <source>has %1 fields but the header has %2</source>
        <translation>has %1 fields but the header has %2</translation>
    </message>
    <message>
        <source>must be a non-empty text</source>
        <translation>must be a non-empty text</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>must be a text</translation>
    </message>
    <message>
        <source>must be a number of %1 or more</source>
        <translation>must be a number of %1 or more</translation>
    </message>
    <message>
        <source>must be a number above %1</source>
        <translation>must be a number above %1</translation>
    </message>
    <message>
        <source>must be nvlink, hccs or pcie, not &quot;%1&quot;</source>
        <translation>must be nvlink, hccs or pcie, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>not valid JSON at byte %1: %2</translation>
    </message>
    <message>
        <source>the file needs an &quot;offerings&quot; array</source>
        <translation>the file needs an &quot;offerings&quot; array</translation>
    </message>
    <message>
        <source>accelerator &quot;%1&quot; appears twice</source>
        <translation>accelerator &quot;%1&quot; appears twice</translation>
    </message>
    <message>
        <source>an offering must be a JSON object</source>
        <translation>an offering must be a JSON object</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>unknown key</translation>
    </message>
    <message>
        <source>must be a text, a number or true/false</source>
        <translation>must be a text, a number or true/false</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>must be an array</translation>
    </message>
    <message>
        <source>must be a text, a number or null</source>
        <translation>must be a text, a number or null</translation>
    </message>
    <message>
        <source>differs from row %1 of the same offering &quot;%2&quot;</source>
        <translation>differs from row %1 of the same offering &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the same price (date, unit, per, amount and source) as row %1</source>
        <translation>the same price (date, unit, per, amount and source) as row %1</translation>
    </message>
    <message>
        <source>must be empty (null) or more than 0 and at most 1</source>
        <translation>must be empty (null) or more than 0 and at most 1</translation>
    </message>
    <message>
        <source>must lie between efficiency_low and efficiency_high, all at most 1</source>
        <translation>must lie between efficiency_low and efficiency_high, all at most 1</translation>
    </message>
    <message>
        <source>must be at most %1 characters, not %2</source>
        <translation>must be at most %1 characters, not %2</translation>
    </message>
    <message>
        <source>must not hold control characters (such as terminal escapes)</source>
        <translation>must not hold control characters (such as terminal escapes)</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not &quot;%3&quot;</source>
        <translation>must be a whole number from %1 to %2, not &quot;%3&quot;</translation>
    </message>
    <message>
        <source>must be empty or a whole number from 1 to %1, not &quot;%2&quot;</source>
        <translation>must be empty or a whole number from 1 to %1, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source>must be a number from 0 to %1, not &quot;%2&quot;</source>
        <translation>must be a number from 0 to %1, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source>must be at most %1 yuan, not &quot;%2&quot;</source>
        <translation>must be at most %1 yuan, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source>must be CNY (amounts in other currencies are not converted), not &quot;%1&quot;</source>
        <translation>must be CNY (amounts in other currencies are not converted), not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be empty (null) or a number from 0 to %1</source>
        <translation>must be empty (null) or a number from 0 to %1</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>must be at most %1</translation>
    </message>
    <message>
        <source>must be an object of peaks such as {&quot;bf16&quot;: 989}</source>
        <translation>must be an object of peaks such as {&quot;bf16&quot;: 989}</translation>
    </message>
    <message>
        <source>unknown precision (fp32, tf32, bf16, fp16, fp8 or int8)</source>
        <translation>unknown precision (fp32, tf32, bf16, fp16, fp8 or int8)</translation>
    </message>
    <message>
        <source>is not a regular file (a FIFO, a device or a socket)</source>
        <translation>is not a regular file (a FIFO, a device or a socket)</translation>
    </message>
    <message>
        <source>is %1 MB: files over %2 MB are not imported</source>
        <translation>is %1 MB: files over %2 MB are not imported</translation>
    </message>
    <message>
        <source>holds more than %1 MB: files over %1 MB are not imported</source>
        <translation>holds more than %1 MB: files over %1 MB are not imported</translation>
    </message>
    <message>
        <source>is not valid UTF-8 (byte %1): save the file as UTF-8</source>
        <translation>is not valid UTF-8 (byte %1): save the file as UTF-8</translation>
    </message>
    <message>
        <source>must not hold characters that reverse the order text is shown in (such as U+202E)</source>
        <translation>must not hold characters that reverse the order text is shown in (such as U+202E)</translation>
    </message>
    <message>
        <source>must not hold an invisible character or an unusual space (U+%1 at character %2): it would look like another id</source>
        <translation>must not hold an invisible character or an unusual space (U+%1 at character %2): it would look like another id</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;: this version of GPU Planner reads gpuplanner-catalog/1, so a file of a newer version is not read in part</source>
        <translation>is &quot;%1&quot;: this version of GPU Planner reads gpuplanner-catalog/1, so a file of a newer version is not read in part</translation>
    </message>
    <message>
        <source>must be &quot;gpuplanner-catalog/1&quot;, not &quot;%1&quot;</source>
        <translation>must be &quot;gpuplanner-catalog/1&quot;, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>appears twice in the same object (first on line %1): which one counts would be a guess</source>
        <translation>appears twice in the same object (first on line %1): which one counts would be a guess</translation>
    </message>
    <message>
        <source>%1 is after today (%2): a price read in the future would stay the current price for years; prices not yet in force are imported only as planned prices (catalog import --planned-prices)</source>
        <translation>%1 is after today (%2): a price read in the future would stay the current price for years; prices not yet in force are imported only as planned prices (catalog import --planned-prices)</translation>
    </message>
    <message>
        <source>must be empty (not stated) or a number of days from 0 to %1, not &quot;%2&quot;</source>
        <translation>must be empty (not stated) or a number of days from 0 to %1, not &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>gp::db::Csv</name>
    <message>
        <source>a quote inside a field that is not quoted as a whole</source>
        <translation>a quote inside a field that is not quoted as a whole</translation>
    </message>
    <message>
        <source>text after the closing quote of a field</source>
        <translation>text after the closing quote of a field</translation>
    </message>
    <message>
        <source>a quoted field that is never closed</source>
        <translation>a quoted field that is never closed</translation>
    </message>
</context>
<context>
    <name>gp::format::CatalogText</name>
    <message>
        <source>Container</source>
        <translation>Container</translation>
    </message>
    <message>
        <source>Multi-machine cluster</source>
        <translation>Multi-machine cluster</translation>
    </message>
    <message>
        <source>Bare metal</source>
        <translation>Bare metal</translation>
    </message>
    <message>
        <source>%1/card-hour</source>
        <translation>%1/card-hour</translation>
    </message>
    <message>
        <source>%1/hour</source>
        <translation>%1/hour</translation>
    </message>
    <message>
        <source>%1/card-day</source>
        <translation>%1/card-day</translation>
    </message>
    <message>
        <source>%1/day</source>
        <translation>%1/day</translation>
    </message>
    <message>
        <source>%1/card-month</source>
        <translation>%1/card-month</translation>
    </message>
    <message>
        <source>%1/month</source>
        <translation>%1/month</translation>
    </message>
</context>
<context>
    <name>gp::format::PriceSource</name>
    <message>
        <source>jygpu.com/markets (极智算 GPU market page), quoted in jygpu.com&apos;s article on renting multi-card GPU servers (多卡GPU服务器租用)</source>
        <translation>jygpu.com/markets (极智算 GPU market page), quoted in jygpu.com&apos;s article on renting multi-card GPU servers (多卡GPU服务器租用)</translation>
    </message>
    <message>
        <source>jygpu.com/markets/bms (极智算 bare-metal page), quoted in jygpu.com&apos;s article on renting multi-card GPU servers (多卡GPU服务器租用)</source>
        <translation>jygpu.com/markets/bms (极智算 bare-metal page), quoted in jygpu.com&apos;s article on renting multi-card GPU servers (多卡GPU服务器租用)</translation>
    </message>
    <message>
        <source>jygpu.com/markets/bms (极智算 bare-metal page), quoted in jygpu.com&apos;s article on 8-card bare metal vs container instances (裸金属与容器实例)</source>
        <translation>jygpu.com/markets/bms (极智算 bare-metal page), quoted in jygpu.com&apos;s article on 8-card bare metal vs container instances (裸金属与容器实例)</translation>
    </message>
    <message>
        <source>jygpu.com (极智算) container price, quoted in jygpu.com&apos;s article on 8-card bare metal vs container instances (裸金属与容器实例)</source>
        <translation>jygpu.com (极智算) container price, quoted in jygpu.com&apos;s article on 8-card bare metal vs container instances (裸金属与容器实例)</translation>
    </message>
    <message>
        <source>public price quote of July 2026, cited in jygpu.com&apos;s article on 8-card bare metal vs container instances (裸金属与容器实例)</source>
        <translation>public price quote of July 2026, cited in jygpu.com&apos;s article on 8-card bare metal vs container instances (裸金属与容器实例)</translation>
    </message>
</context>
<context>
    <name>gp::output::OutputFile</name>
    <message>
        <source>the content could not be made</source>
        <translation>the content could not be made</translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation>the file name is empty</translation>
    </message>
    <message>
        <source>it is &quot;%1&quot;, which this command reads</source>
        <translation>it is &quot;%1&quot;, which this command reads</translation>
    </message>
    <message>
        <source>it is a symbolic link to &quot;%1&quot;, which does not exist</source>
        <translation>it is a symbolic link to &quot;%1&quot;, which does not exist</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>it is a folder</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a FIFO or a socket)</source>
        <translation>it is not a regular file (a device, a FIFO or a socket)</translation>
    </message>
    <message>
        <source>it is read-only</source>
        <translation>it is read-only</translation>
    </message>
</context>
<context>
    <name>gp::report::DecisionWriter</name>
    <message>
        <source>%1 (%2–%3)</source>
        <comment>amount (low–high)</comment>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>a month of serving</source>
        <translation>a month of serving</translation>
    </message>
    <message>
        <source>a month of weekly runs</source>
        <translation>a month of weekly runs</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>one run</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 output tokens/s</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <comment>hours (low–high)</comment>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>%1, billed by the hour</source>
        <translation>%1, billed by the hour</translation>
    </message>
    <message>
        <source>%1, billed by the day</source>
        <translation>%1, billed by the day</translation>
    </message>
    <message>
        <source>%1, billed by the month</source>
        <translation>%1, billed by the month</translation>
    </message>
    <message>
        <source>Rent %1</source>
        <translation>Rent %1</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>about %1</translation>
    </message>
    <message>
        <source>billed %1 for %2</source>
        <translation>billed %1 for %2</translation>
    </message>
    <message>
        <source>Meets the deadline of %1: %2</source>
        <translation>Meets the deadline of %1: %2</translation>
    </message>
    <message>
        <source>Stays within the budget of %1: %2</source>
        <translation>Stays within the budget of %1: %2</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>Runner-up</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>Output tokens/s</translation>
    </message>
    <message>
        <source>Hours (low–high)</source>
        <translation>Hours (low–high)</translation>
    </message>
    <message>
        <source>Billed for %1 (low–high)</source>
        <translation>Billed for %1 (low–high)</translation>
    </message>
    <message>
        <source>Porting to the card&apos;s software</source>
        <translation>Porting to the card&apos;s software</translation>
    </message>
    <message>
        <source>GPU rental: the decision</source>
        <translation>GPU rental: the decision</translation>
    </message>
    <message>
        <source>The job:</source>
        <translation>The job:</translation>
    </message>
    <message>
        <source>Against the runner-up</source>
        <translation>Against the runner-up</translation>
    </message>
    <message>
        <source>The recommended option</source>
        <translation>The recommended option</translation>
    </message>
    <message>
        <source>No runner-up: no other option meets every requirement.</source>
        <translation>No runner-up: no other option meets every requirement.</translation>
    </message>
    <message>
        <source>Every option, its reasons and its assumptions are in the full report.</source>
        <translation>Every option, its reasons and its assumptions are in the full report.</translation>
    </message>
    <message>
        <source>GPU Planner: decision</source>
        <translation>GPU Planner: decision</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s) in the full report.</source>
        <translation>
            <numerusform>%n more option in the full report.</numerusform>
            <numerusform>%n more options in the full report.</numerusform>
        </translation>
    </message>
    <message>
        <source>If the date can move:</source>
        <translation>If the date can move:</translation>
    </message>
    <message>
        <source>Each run within the week: %1</source>
        <translation>Each run within the week: %1</translation>
    </message>
    <message>
        <source>Porting to CANN, about %1 person-days (%2), is needed on every option and comes on top of the bill.</source>
        <translation>Porting to CANN, about %1 person-days (%2), is needed on every option and comes on top of the bill.</translation>
    </message>
    <message>
        <source>Before signing</source>
        <translation>Before signing</translation>
    </message>
    <message>
        <source>Cards, rental form</source>
        <translation>Cards, rental form</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Pro-rated by the hour (idle)</source>
        <translation>Pro-rated by the hour (idle)</translation>
    </message>
    <message>
        <source>%1 (%2 paid for idle time)</source>
        <translation>%1 (%2 paid for idle time)</translation>
    </message>
    <message>
        <source>a run fits the week</source>
        <translation>a run fits the week</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>deadline</translation>
    </message>
    <message>
        <source>Chance: %1 · budget</source>
        <translation>Chance: %1 · budget</translation>
    </message>
    <message>
        <source>Chance: budget</source>
        <translation>Chance: budget</translation>
    </message>
    <message>
        <source>Chance: %1</source>
        <translation>Chance: %1</translation>
    </message>
    <message numerus="yes">
        <source>Speed from your trial run of %1 on %n card(s) (%3).</source>
        <translation>
            <numerusform>Speed from your trial run of %1 on %n card (%3).</numerusform>
            <numerusform>Speed from your trial run of %1 on %n cards (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speed from your trial run on %n card(s) (%2).</source>
        <translation>
            <numerusform>Speed from your trial run on %n card (%2).</numerusform>
            <numerusform>Speed from your trial run on %n cards (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::report::PdfFlow</name>
    <message>
        <source>Page %1</source>
        <translation>Page %1</translation>
    </message>
</context>
<context>
    <name>gp::report::ReportCharts</name>
    <message>
        <source>Job duration (hours, log scale)</source>
        <translation>Job duration (hours, log scale)</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>deadline</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>budget</translation>
    </message>
    <message>
        <source>%1, billed %2</source>
        <translation>%1, billed %2</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>does not fit</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimizer</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>overhead</translation>
    </message>
    <message>
        <source>card memory</source>
        <translation>card memory</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Memory per GPU (GB) by component; the mark is the card&apos;s capacity</source>
        <translation>Memory per GPU (GB) by component; the mark is the card&apos;s capacity</translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s): see the comparison table</source>
        <translation>
            <numerusform>%n more option: see the comparison table</numerusform>
            <numerusform>%n more options: see the comparison table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s): see the full report&apos;s comparison table</source>
        <translation>
            <numerusform>%n more option: see the full report&apos;s comparison table</numerusform>
            <numerusform>%n more options: see the full report&apos;s comparison table</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost against output rate</source>
        <translation>Cost against output rate</translation>
    </message>
    <message>
        <source>Cost against time</source>
        <translation>Cost against time</translation>
    </message>
    <message>
        <source>Output tokens/s of the deployment (log scale)</source>
        <translation>Output tokens/s of the deployment (log scale)</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>Billed + porting (¥, log scale)</source>
        <translation>Billed + porting (¥, log scale)</translation>
    </message>
    <message>
        <source>Billed (¥, log scale)</source>
        <translation>Billed (¥, log scale)</translation>
    </message>
    <message>
        <source>%1, billed %2 with porting</source>
        <translation>%1, billed %2 with porting</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>recommended</translation>
    </message>
    <message>
        <source>feasible</source>
        <translation>feasible</translation>
    </message>
    <message>
        <source>misses deadline or budget</source>
        <translation>misses deadline or budget</translation>
    </message>
    <message>
        <source>cannot run the job</source>
        <translation>cannot run the job</translation>
    </message>
    <message>
        <source>pro-rated cost</source>
        <translation>pro-rated cost</translation>
    </message>
</context>
<context>
    <name>gp::report::ReportWriter</name>
    <message>
        <source>full-parameter training</source>
        <translation>full-parameter training</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA fine-tuning</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA fine-tuning</translation>
    </message>
    <message>
        <source>inference serving</source>
        <translation>inference serving</translation>
    </message>
    <message>
        <source>, selective recompute</source>
        <translation>, selective recompute</translation>
    </message>
    <message>
        <source>, full recompute</source>
        <translation>, full recompute</translation>
    </message>
    <message>
        <source>, offload</source>
        <translation>, offload</translation>
    </message>
    <message>
        <source>a %1B-parameter model</source>
        <translation>a %1B-parameter model</translation>
    </message>
    <message>
        <source>%1 (%2B parameters)</source>
        <translation>%1 (%2B parameters)</translation>
    </message>
    <message>
        <source>Serve %1 in %2 for %3 concurrent requests of %4 tokens of context at %5 output tokens/s.</source>
        <translation>Serve %1 in %2 for %3 concurrent requests of %4 tokens of context at %5 output tokens/s.</translation>
    </message>
    <message>
        <source>%1 of %2 in %3 on %4 billion tokens.</source>
        <translation>%1 of %2 in %3 on %4 billion tokens.</translation>
    </message>
    <message>
        <source>deadline %1</source>
        <translation>deadline %1</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>budget %1</translation>
    </message>
    <message>
        <source>physical isolation required</source>
        <translation>physical isolation required</translation>
    </message>
    <message>
        <source>domestic (信创) hardware required</source>
        <translation>domestic (信创) hardware required</translation>
    </message>
    <message>
        <source>repeated every week</source>
        <translation>repeated every week</translation>
    </message>
    <message>
        <source>Constraints: %1.</source>
        <translation>Constraints: %1.</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>Offering</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Hours (low–high)</source>
        <translation>Hours (low–high)</translation>
    </message>
    <message>
        <source>Cost billed</source>
        <translation>Cost billed</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>%1 × %2 nodes</source>
        <translation>%1 × %2 nodes</translation>
    </message>
    <message>
        <source>GPU Planner: plan summary</source>
        <translation>GPU Planner: plan summary</translation>
    </message>
    <message>
        <source>%1: cannot write the report: %2</source>
        <translation>%1: cannot write the report: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the report: the page could not be drawn</source>
        <translation>%1: cannot write the report: the page could not be drawn</translation>
    </message>
    <message>
        <source>GPU Planner · %1 · prices as of %2</source>
        <translation>GPU Planner · %1 · prices as of %2</translation>
    </message>
    <message>
        <source>GPU rental plan</source>
        <translation>GPU rental plan</translation>
    </message>
    <message>
        <source>Prepared %1 · catalog prices observed up to %2</source>
        <translation>Prepared %1 · catalog prices observed up to %2</translation>
    </message>
    <message numerus="yes">
        <source>The prices are %n day(s) old: verify the live prices before relying on these figures.</source>
        <translation>
            <numerusform>The prices are %n day old: verify the live prices before relying on these figures.</numerusform>
            <numerusform>The prices are %n days old: verify the live prices before relying on these figures.</numerusform>
        </translation>
    </message>
    <message>
        <source>The job</source>
        <translation>The job</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recommendation</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>billed %1</source>
        <translation>billed %1</translation>
    </message>
    <message>
        <source>No offering of the catalog can run this job as specified.</source>
        <translation>No offering of the catalog can run this job as specified.</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Advice</translation>
    </message>
    <message>
        <source>Comparison of every offering</source>
        <translation>Comparison of every offering</translation>
    </message>
    <message>
        <source>Not charted, as they cannot run this job (the comparison table says why): %1.</source>
        <translation>Not charted, as they cannot run this job (the comparison table says why): %1.</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>Monthly bare metal against hourly containers</source>
        <translation>Monthly bare metal against hourly containers</translation>
    </message>
    <message>
        <source>No accelerator has both forms in the catalog.</source>
        <translation>No accelerator has both forms in the catalog.</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Assumptions</translation>
    </message>
    <message>
        <source>Monthly prices are pro-rated at 720 hours a month (monthly price ÷ 720); the billed cost counts whole months for monthly machines and whole hours for containers, and shows the paid but idle remainder.</source>
        <translation>Monthly prices are pro-rated at 720 hours a month (monthly price ÷ 720); the billed cost counts whole months for monthly machines and whole hours for containers, and shows the paid but idle remainder.</translation>
    </message>
    <message>
        <source>Prices: dates and sources</source>
        <translation>Prices: dates and sources</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2, observed %3, %4</source>
        <translation>%1: %2, observed %3, %4</translation>
    </message>
    <message>
        <source>Prices are estimates that move with the market: verify the live price before signing.</source>
        <translation>Prices are estimates that move with the market: verify the live price before signing.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: %2, %3, %4.</source>
        <comment>offering: cards, hours, billed cost</comment>
        <translation>%1: %2, %3, %4.</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>Feasible</translation>
    </message>
    <message>
        <source>Misses the deadline</source>
        <translation></translation>
    </message>
    <message>
        <source>Over budget</source>
        <translation></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>billed %1 a month for the weekly runs</source>
        <translation>billed %1 a month for the weekly runs</translation>
    </message>
    <message>
        <source>billed %1 a month of serving</source>
        <translation>billed %1 a month of serving</translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s) not listed: the CSV export (gpuplanner plan JOB --format csv) gives every one.</source>
        <translation>
            <numerusform>%n more option not listed: the CSV export (gpuplanner plan JOB --format csv) gives every one.</numerusform>
            <numerusform>%n more options not listed: the CSV export (gpuplanner plan JOB --format csv) gives every one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more machine(s) with other prices: the plan&apos;s JSON (gpuplanner plan JOB --format json) gives every one.</source>
        <translation>
            <numerusform>%n more machine with other prices: the plan&apos;s JSON (gpuplanner plan JOB --format json) gives every one.</numerusform>
            <numerusform>%n more machines with other prices: the plan&apos;s JSON (gpuplanner plan JOB --format json) gives every one.</numerusform>
        </translation>
    </message>
    <message>
        <source>Served with %1.</source>
        <translation>Served with %1.</translation>
    </message>
    <message>
        <source>Trained with %1.</source>
        <translation>Trained with %1.</translation>
    </message>
    <message>
        <source>Training compute is about 6 × parameters × tokens for full training and about 4 × for LoRA; communication that cannot overlap with compute is added, and the hours are the whole run: starting, checkpoints, restarts after failures and evaluation on top of steady training.</source>
        <translation>Training compute is about 6 × parameters × tokens for full training and about 4 × for LoRA; communication that cannot overlap with compute is added, and the hours are the whole run: starting, checkpoints, restarts after failures and evaluation on top of steady training.</translation>
    </message>
    <message>
        <source>Cards: npu-smi info in it lists the NPUs you pay for</source>
        <translation>Cards: npu-smi info in it lists the NPUs you pay for</translation>
    </message>
    <message>
        <source>Cards: nvidia-smi in it lists the cards you pay for</source>
        <translation>Cards: nvidia-smi in it lists the cards you pay for</translation>
    </message>
    <message>
        <source>Software: the image&apos;s CANN and driver run torch_npu</source>
        <translation>Software: the image&apos;s CANN and driver run torch_npu</translation>
    </message>
    <message>
        <source>Software: the image&apos;s CUDA and driver run your stack</source>
        <translation>Software: the image&apos;s CUDA and driver run your stack</translation>
    </message>
    <message>
        <source>Data: what survives a stop or release; IO with fio</source>
        <translation>Data: what survives a stop or release; IO with fio</translation>
    </message>
    <message>
        <source>Network: PCIe or virtual between the cards, no IB</source>
        <translation>Network: PCIe or virtual between the cards, no IB</translation>
    </message>
    <message>
        <source>Billing: by the started hour; cards back after a stop?</source>
        <translation>Billing: by the started hour; cards back after a stop?</translation>
    </message>
    <message>
        <source>No root, no isolation: the job needs neither</source>
        <translation>No root, no isolation: the job needs neither</translation>
    </message>
    <message>
        <source>Passthrough: npu-smi info lists 8 NPUs, full memory</source>
        <translation>Passthrough: npu-smi info lists 8 NPUs, full memory</translation>
    </message>
    <message>
        <source>Topology: HCCS (npu-smi info -t topo), NICs (hccn_tool)</source>
        <translation>Topology: HCCS (npu-smi info -t topo), NICs (hccn_tool)</translation>
    </message>
    <message>
        <source>Software: CANN, driver, firmware for your torch_npu</source>
        <translation>Software: CANN, driver, firmware for your torch_npu</translation>
    </message>
    <message>
        <source>Passthrough: nvidia-smi lists 8 cards, full memory</source>
        <translation>Passthrough: nvidia-smi lists 8 cards, full memory</translation>
    </message>
    <message>
        <source>Topology: nvidia-smi topo -m (NVLink, PCIe, sockets)</source>
        <translation>Topology: nvidia-smi topo -m (NVLink, PCIe, sockets)</translation>
    </message>
    <message>
        <source>Network: exclusive or shared, rates, cross-machine</source>
        <translation>Network: exclusive or shared, rates, cross-machine</translation>
    </message>
    <message>
        <source>Storage: IO measured with fio (checkpoints)</source>
        <translation>Storage: IO measured with fio (checkpoints)</translation>
    </message>
    <message>
        <source>SLA: replacement time, spares, ticket response</source>
        <translation>SLA: replacement time, spares, ticket response</translation>
    </message>
    <message>
        <source>Reinstall and snapshots: policy, cost, time</source>
        <translation>Reinstall and snapshots: policy, cost, time</translation>
    </message>
    <message>
        <source>Checks before ordering</source>
        <translation>Checks before ordering</translation>
    </message>
    <message>
        <source>Pro-rated by the hour it would cost %1; %2 of the bill pays for idle time.</source>
        <translation>Pro-rated by the hour it would cost %1; %2 of the bill pays for idle time.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the limits an option misses</comment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>gp::trials::JobTrialLogs</name>
    <message>
        <source>must be ACCELERATOR:GPUS:FILE (for example rtx-4090-24g:1:trainer_state.json), not &quot;%1&quot;</source>
        <translation>must be ACCELERATOR:GPUS:FILE (for example rtx-4090-24g:1:trainer_state.json), not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the accelerator id is missing</source>
        <translation>&quot;%1&quot;: the accelerator id is missing</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the card count must be a whole number from 1 to 100000</source>
        <translation>&quot;%1&quot;: the card count must be a whole number from 1 to 100000</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the log file is missing</source>
        <translation>&quot;%1&quot;: the log file is missing</translation>
    </message>
    <message>
        <source>%1: the log times its steps but gives no tokens, batch size or samples per second, so its speed cannot be counted in tokens; give the job&apos;s global_batch_tokens</source>
        <translation>%1: the log times its steps but gives no tokens, batch size or samples per second, so its speed cannot be counted in tokens; give the job&apos;s global_batch_tokens</translation>
    </message>
</context>
<context>
    <name>gp::ui::AcceleratorEditModel</name>
    <message>
        <source>must be empty (not supported) or a number above 0</source>
        <translation>must be empty (not supported) or a number above 0</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>must not be empty</translation>
    </message>
    <message>
        <source>must be a number above 0</source>
        <translation>must be a number above 0</translation>
    </message>
    <message>
        <source>%1 of &quot;%2&quot;: %3</source>
        <translation>%1 of &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>Memory (GB)</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>Bandwidth (GB/s)</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 TFLOPS</translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation>FP8 TFLOPS</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>Domestic</source>
        <translation>Domestic</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2 (the low and high compute efficiency)</source>
        <translation>must be a number from %1 to %2 (the low and high compute efficiency)</translation>
    </message>
    <message>
        <source>Compute efficiency</source>
        <translation>Compute efficiency</translation>
    </message>
</context>
<context>
    <name>gp::ui::AddPriceDialog</name>
    <message>
        <source>Add a price</source>
        <translation>Add a price</translation>
    </message>
    <message>
        <source>A new dated price of %1. Older prices stay as its history.</source>
        <translation>A new dated price of %1. Older prices stay as its history.</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>per hour</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>per day</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>per month</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>one card</translation>
    </message>
    <message>
        <source>one whole node</source>
        <translation>one whole node</translation>
    </message>
    <message>
        <source>e.g. 86880.00</source>
        <translation>e.g. 86880.00</translation>
    </message>
    <message>
        <source>optional, before discount</source>
        <translation>optional, before discount</translation>
    </message>
    <message>
        <source>where the price was read, e.g. the provider&apos;s price page</source>
        <translation>where the price was read, e.g. the provider&apos;s price page</translation>
    </message>
    <message>
        <source>Observed on:</source>
        <translation>Observed on:</translation>
    </message>
    <message>
        <source>Billed:</source>
        <translation>Billed:</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>For:</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>Price:</translation>
    </message>
    <message>
        <source>List price:</source>
        <translation>List price:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Currency:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Source:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <source>Enter the price.</source>
        <translation>Enter the price.</translation>
    </message>
    <message>
        <source>The price must be an amount of 0 or more with at most two decimals, like 86880.00.</source>
        <translation>The price must be an amount of 0 or more with at most two decimals, like 86880.00.</translation>
    </message>
    <message>
        <source>The list price must be empty or an amount with at most two decimals.</source>
        <translation>The list price must be empty or an amount with at most two decimals.</translation>
    </message>
    <message>
        <source>The currency must be a three-letter code such as CNY.</source>
        <translation>The currency must be a three-letter code such as CNY.</translation>
    </message>
    <message>
        <source>Say where the price comes from (the source), so others can check it.</source>
        <translation>Say where the price comes from (the source), so others can check it.</translation>
    </message>
</context>
<context>
    <name>gp::ui::BreakEvenChart</name>
    <message>
        <source>Break-even: no accelerator with both rental forms</source>
        <translation>Break-even: no accelerator with both rental forms</translation>
    </message>
    <message>
        <source>Break-even: %1, monthly bare metal vs hourly container</source>
        <translation>Break-even: %1, monthly bare metal vs hourly container</translation>
    </message>
    <message>
        <source>Hours a card is used per month (h)</source>
        <translation>Hours a card is used per month (h)</translation>
    </message>
    <message>
        <source>Cost per card per month (¥)</source>
        <translation>Cost per card per month (¥)</translation>
    </message>
    <message>
        <source>Bare metal: %1/card-month</source>
        <translation>Bare metal: %1/card-month</translation>
    </message>
    <message>
        <source>Container: %1/card-hour (cheaper all month)</source>
        <translation>Container: %1/card-hour (cheaper all month)</translation>
    </message>
    <message>
        <source>Container: %1/card-hour</source>
        <translation>Container: %1/card-hour</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>This job: %1/month</source>
        <translation>This job: %1/month</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %n container rates drawn)</source>
        <translation>
            <numerusform>%1 (%2 of %n container rate drawn)</numerusform>
            <numerusform>%1 (%2 of %n container rates drawn)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::CandidatesPage</name>
    <message>
        <source>Candidates</source>
        <translation>Candidates</translation>
    </message>
    <message>
        <source>Which offerings may run the job? All are considered by default; H100 x8, 910B x8 and 4090 x8 always stay in the comparison.</source>
        <translation>Which offerings may run the job? All are considered by default; H100 x8, 910B x8 and 4090 x8 always stay in the comparison.</translation>
    </message>
    <message>
        <source>&amp;Offerings:</source>
        <translation>&amp;Offerings:</translation>
    </message>
    <message>
        <source> (always compared)</source>
        <translation> (always compared)</translation>
    </message>
    <message>
        <source>Check &amp;all</source>
        <translation>Check &amp;all</translation>
    </message>
    <message>
        <source>Only those that can &amp;run the job</source>
        <translation>Only those that can &amp;run the job</translation>
    </message>
    <message>
        <source>the engine chooses</source>
        <translation>the engine chooses</translation>
    </message>
    <message>
        <source>Fix the number of &amp;cards:</source>
        <translation>Fix the number of &amp;cards:</translation>
    </message>
    <message>
        <source>Measured trial runs (optional: narrow the estimates)</source>
        <translation>Measured trial runs (optional: narrow the estimates)</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Accelerator</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Training tokens/s (all cards)</source>
        <translation>Training tokens/s (all cards)</translation>
    </message>
    <message>
        <source>Add a &amp;trial run</source>
        <translation>Add a &amp;trial run</translation>
    </message>
    <message>
        <source>✓ can run the job</source>
        <translation>✓ can run the job</translation>
    </message>
    <message>
        <source>✗ cannot run it as specified</source>
        <translation>✗ cannot run it as specified</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Remove this trial run</source>
        <translation>Remove this trial run</translation>
    </message>
    <message>
        <source>Check at least one offering.</source>
        <translation>Check at least one offering.</translation>
    </message>
    <message>
        <source>Peak memory per card (GB, optional)</source>
        <translation>Peak memory per card (GB, optional)</translation>
    </message>
    <message>
        <source>Remove this trial run and its log</source>
        <translation>Remove this trial run and its log</translation>
    </message>
    <message>
        <source>%1 tokens/s from its log %2</source>
        <translation>%1 tokens/s from its log %2</translation>
    </message>
    <message>
        <source>from its log %1 (not read)</source>
        <translation>from its log %1 (not read)</translation>
    </message>
    <message>
        <source>, peak %1 GB per card</source>
        <translation>, peak %1 GB per card</translation>
    </message>
</context>
<context>
    <name>gp::ui::CatalogEditor</name>
    <message>
        <source>Filter offerings: provider, card, region…</source>
        <translation>Filter offerings: provider, card, region…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Add &amp;price…</source>
        <translation>Add &amp;price…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xport…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Overview</translation>
    </message>
    <message>
        <source>Offerings and prices</source>
        <translation>Offerings and prices</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>Accelerators</translation>
    </message>
    <message>
        <source>No catalog is open for editing.</source>
        <translation>No catalog is open for editing.</translation>
    </message>
    <message numerus="yes">
        <source>Editing %1: %n offering(s).</source>
        <translation>
            <numerusform>Editing %1: %n offering.</numerusform>
            <numerusform>Editing %1: %n offerings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Newest price observed on %1 (%n day(s) ago).</source>
        <translation>
            <numerusform>Newest price observed on %1 (%n day ago).</numerusform>
            <numerusform>Newest price observed on %1 (%n days ago).</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog is read-only: edits are off.</source>
        <translation>The catalog is read-only: edits are off.</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it; every edit is saved at once.</source>
        <translation>Double-click a cell to edit it; every edit is saved at once.</translation>
    </message>
    <message>
        <source>Select the offering the price is for first.</source>
        <translation>Select the offering the price is for first.</translation>
    </message>
    <message>
        <source>Added the price of %1 observed on %2.</source>
        <translation>Added the price of %1 observed on %2.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 cannot be written: %2</translation>
    </message>
    <message>
        <source>Import offerings and prices</source>
        <translation>Import offerings and prices</translation>
    </message>
    <message>
        <source>Catalog files (*.csv *.json);;CSV (*.csv);;JSON (*.json);;All files (*)</source>
        <translation>Catalog files (*.csv *.json);;CSV (*.csv);;JSON (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Export the catalog</source>
        <translation>Export the catalog</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Exported the catalog to %1.</source>
        <translation>Exported the catalog to %1.</translation>
    </message>
    <message>
        <source>&amp;New offering…</source>
        <translation>&amp;New offering…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Re&amp;move</translation>
    </message>
    <message>
        <source>The new offering needs an id.</source>
        <translation>The new offering needs an id.</translation>
    </message>
    <message>
        <source>An id is letters, digits, &quot;.&quot;, &quot;_&quot; and &quot;-&quot;, with no spaces: &quot;%1&quot;.</source>
        <translation>An id is letters, digits, &quot;.&quot;, &quot;_&quot; and &quot;-&quot;, with no spaces: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Offering &quot;%1&quot; is already in the catalog.</source>
        <translation>Offering &quot;%1&quot; is already in the catalog.</translation>
    </message>
    <message>
        <source>Select the offering to copy first.</source>
        <translation>Select the offering to copy first.</translation>
    </message>
    <message>
        <source>Copied from %1: replace with this offering&apos;s own price.</source>
        <translation>Copied from %1: replace with this offering&apos;s own price.</translation>
    </message>
    <message>
        <source>Select the offering the new one starts from first.</source>
        <translation>Select the offering the new one starts from first.</translation>
    </message>
    <message>
        <source>New offering</source>
        <translation>New offering</translation>
    </message>
    <message>
        <source>A copy of %1 with its current prices; edit its cells and add its own price afterwards.

Id of the new offering:</source>
        <translation>A copy of %1 with its current prices; edit its cells and add its own price afterwards.

Id of the new offering:</translation>
    </message>
    <message>
        <source>Added offering %1.</source>
        <translation>Added offering %1.</translation>
    </message>
    <message>
        <source>Select the offerings to remove first.</source>
        <translation>Select the offerings to remove first.</translation>
    </message>
    <message>
        <source>Remove offerings</source>
        <translation>Remove offerings</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n offering(s) with all their prices? %1

Undo puts them back.</source>
        <translation>
            <numerusform>Remove %n offering with all its prices? %1

Undo puts it back.</numerusform>
            <numerusform>Remove %n offerings with all their prices? %1

Undo puts them back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n offering(s).</source>
        <translation>
            <numerusform>Removed %n offering.</numerusform>
            <numerusform>Removed %n offerings.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove most of the catalog?</source>
        <translation>Remove most of the catalog?</translation>
    </message>
    <message>
        <source>This import removes %1 of the %2 offerings in the catalog. Apply it anyway?</source>
        <translation>This import removes %1 of the %2 offerings in the catalog. Apply it anyway?</translation>
    </message>
    <message>
        <source>Change prices by more than 50%?</source>
        <translation>Change prices by more than 50%?</translation>
    </message>
    <message numerus="yes">
        <source>This import changes %n current price(s) by more than 50%: %1. Apply it anyway?</source>
        <translation>
            <numerusform>This import changes %n current price by more than 50%: %1. Apply it anyway?</numerusform>
            <numerusform>This import changes %n current prices by more than 50%: %1. Apply it anyway?</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1: %2, %3, %4 removed.</source>
        <translation>Imported %1: %2, %3, %4 removed.</translation>
    </message>
    <message numerus="yes">
        <source>%n new price row(s)</source>
        <translation>
            <numerusform>%n new price row</numerusform>
            <numerusform>%n new price rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new offering(s)</source>
        <translation>
            <numerusform>%n new offering</numerusform>
            <numerusform>%n new offerings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::CatalogStore</name>
    <message>
        <source>No catalog is open.</source>
        <translation>No catalog is open.</translation>
    </message>
    <message>
        <source>Offering &quot;%1&quot; is not in the catalog.</source>
        <translation>Offering &quot;%1&quot; is not in the catalog.</translation>
    </message>
    <message>
        <source>Edit offering %1</source>
        <translation>Edit offering %1</translation>
    </message>
    <message>
        <source>Accelerator &quot;%1&quot; is not in the catalog.</source>
        <translation>Accelerator &quot;%1&quot; is not in the catalog.</translation>
    </message>
    <message>
        <source>Edit accelerator %1</source>
        <translation>Edit accelerator %1</translation>
    </message>
    <message>
        <source>Add price of %1</source>
        <translation>Add price of %1</translation>
    </message>
    <message>
        <source>Edit price of %1</source>
        <translation>Edit price of %1</translation>
    </message>
    <message>
        <source>Offering &quot;%1&quot; is already in the catalog.</source>
        <translation>Offering &quot;%1&quot; is already in the catalog.</translation>
    </message>
    <message>
        <source>Add offering %1</source>
        <translation>Add offering %1</translation>
    </message>
    <message>
        <source>Remove offering %1</source>
        <translation>Remove offering %1</translation>
    </message>
</context>
<context>
    <name>gp::ui::CompareModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Recommended offering</source>
        <translation>Recommended offering</translation>
    </message>
    <message>
        <source>Cards × nodes</source>
        <translation>Cards × nodes</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Cost, billed</source>
        <translation>Cost, billed</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>nothing can run this job</source>
        <translation>nothing can run this job</translation>
    </message>
    <message>
        <source>%1 (misses a limit)</source>
        <translation>%1 (misses a limit)</translation>
    </message>
    <message>
        <source>model</source>
        <translation></translation>
    </message>
    <message>
        <source>method</source>
        <translation></translation>
    </message>
    <message>
        <source>precision</source>
        <translation></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation></translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation></translation>
    </message>
    <message>
        <source>serving load</source>
        <translation></translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>deadline</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>budget</translation>
    </message>
    <message>
        <source>monthly use</source>
        <translation></translation>
    </message>
    <message>
        <source>iteration</source>
        <translation></translation>
    </message>
    <message>
        <source>expansion</source>
        <translation></translation>
    </message>
    <message>
        <source>requirements</source>
        <translation></translation>
    </message>
    <message>
        <source>candidates</source>
        <translation></translation>
    </message>
    <message>
        <source>cards or layout</source>
        <translation></translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation></translation>
    </message>
    <message>
        <source>other settings</source>
        <translation></translation>
    </message>
    <message>
        <source>same inputs</source>
        <translation></translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Inputs that differ</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>gp::ui::CompareView</name>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>%1 (copy %2)</source>
        <translation>%1 (copy %2)</translation>
    </message>
    <message>
        <source>Add scenarios</source>
        <translation>Add scenarios</translation>
    </message>
    <message>
        <source>%1 · %2: %3, %4</source>
        <translation>%1 · %2: %3, %4</translation>
    </message>
    <message>
        <source>Time (hours)</source>
        <translation>Time (hours)</translation>
    </message>
    <message>
        <source>Cost, billed (¥)</source>
        <translation>Cost, billed (¥)</translation>
    </message>
    <message>
        <source>Add &amp;current as scenario</source>
        <translation>Add &amp;current as scenario</translation>
    </message>
    <message>
        <source>Add from &amp;file…</source>
        <translation>Add from &amp;file…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <source>The first row follows the job being edited. Double-click a scenario&apos;s name to rename it.</source>
        <translation>The first row follows the job being edited. Double-click a scenario&apos;s name to rename it.</translation>
    </message>
    <message>
        <source>Cost against time, per scenario (named point: the option in the table)</source>
        <translation>Cost against time, per scenario (named point: the option in the table)</translation>
    </message>
    <message>
        <source>Open scenarios</source>
        <translation>Open scenarios</translation>
    </message>
    <message>
        <source>Save scenarios</source>
        <translation>Save scenarios</translation>
    </message>
    <message>
        <source>&amp;Open scenarios…</source>
        <translation>&amp;Open scenarios…</translation>
    </message>
    <message>
        <source>Replace the scenarios with a saved set (.gpuplanset)</source>
        <translation>Replace the scenarios with a saved set (.gpuplanset)</translation>
    </message>
    <message>
        <source>&amp;Save scenarios…</source>
        <translation>&amp;Save scenarios…</translation>
    </message>
    <message>
        <source>Save the scenarios as a set (.gpuplanset); they are also kept from one start to the next</source>
        <translation>Save the scenarios as a set (.gpuplanset); they are also kept from one start to the next</translation>
    </message>
</context>
<context>
    <name>gp::ui::ComparisonModel</name>
    <message>
        <source>selective recompute</source>
        <translation>selective recompute</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>full recompute</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>hour</translation>
    </message>
    <message>
        <source>day</source>
        <translation>day</translation>
    </message>
    <message>
        <source>month</source>
        <translation>month</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>Offering</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>Cost, pro-rated</source>
        <translation>Cost, pro-rated</translation>
    </message>
    <message>
        <source>Cost, billed</source>
        <translation>Cost, billed</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>Assessment</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>PP %1</source>
        <translation>PP %1</translation>
    </message>
    <message>
        <source>DP %1</source>
        <translation>DP %1</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>offload</source>
        <translation>offload</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replica</numerusform>
            <numerusform>%n replicas</numerusform>
        </translation>
    </message>
    <message>
        <source>meets (%1)</source>
        <translation>meets (%1)</translation>
    </message>
    <message>
        <source>likely (%1)</source>
        <translation>likely (%1)</translation>
    </message>
    <message>
        <source>at risk (%1)</source>
        <translation>at risk (%1)</translation>
    </message>
    <message>
        <source>misses (%1)</source>
        <translation>misses (%1)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Not feasible</source>
        <translation>Not feasible</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>Feasible</translation>
    </message>
    <message>
        <source>Hours × %1 per hour: expected %2, between %3 and %4.</source>
        <translation>Hours × %1 per hour: expected %2, between %3 and %4.</translation>
    </message>
    <message>
        <source>What is actually paid, billed by the %1; of it %2 is paid but unused.</source>
        <translation>What is actually paid, billed by the %1; of it %2 is paid but unused.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Memory per GPU (GB)</translation>
    </message>
    <message>
        <source>Memory per GPU, capacity (GB)</source>
        <translation>Memory per GPU, capacity (GB)</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>Time (h)</translation>
    </message>
    <message>
        <source>Time, low (h)</source>
        <translation>Time, low (h)</translation>
    </message>
    <message>
        <source>Time, high (h)</source>
        <translation>Time, high (h)</translation>
    </message>
    <message>
        <source>Cost, pro-rated (CNY)</source>
        <translation>Cost, pro-rated (CNY)</translation>
    </message>
    <message>
        <source>Cost, pro-rated, low (CNY)</source>
        <translation>Cost, pro-rated, low (CNY)</translation>
    </message>
    <message>
        <source>Cost, pro-rated, high (CNY)</source>
        <translation>Cost, pro-rated, high (CNY)</translation>
    </message>
    <message>
        <source>Cost, billed (CNY)</source>
        <translation>Cost, billed (CNY)</translation>
    </message>
    <message>
        <source>Deadline met (probability)</source>
        <translation>Deadline met (probability)</translation>
    </message>
    <message>
        <source>Within budget (probability)</source>
        <translation>Within budget (probability)</translation>
    </message>
    <message>
        <source>Expected %1; between %2 and %3 depending on compute efficiency (%4 planned, end-to-end MFU %5).</source>
        <translation>Expected %1; between %2 and %3 depending on compute efficiency (%4 planned, end-to-end MFU %5).</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Deadline: %1</source>
        <translation>Deadline: %1</translation>
    </message>
    <message>
        <source>Budget: %1</source>
        <translation>Budget: %1</translation>
    </message>
    <message>
        <source>A month of weekly runs as billed; one run alone is billed %1 by the %2.</source>
        <translation>A month of weekly runs as billed; one run alone is billed %1 by the %2.</translation>
    </message>
    <message>
        <source>A month of serving as billed.</source>
        <translation>A month of serving as billed.</translation>
    </message>
</context>
<context>
    <name>gp::ui::ConstraintsPage</name>
    <message>
        <source>Constraints</source>
        <translation>Constraints</translation>
    </message>
    <message>
        <source>What must the machine offer, by when must the job finish, and what may it cost? Leave the deadline or the budget empty when there is none.</source>
        <translation>What must the machine offer, by when must the job finish, and what may it cost? Leave the deadline or the budget empty when there is none.</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>Requirements</translation>
    </message>
    <message>
        <source>Physical &amp;isolation required (finance, medical, government data): rules out containers</source>
        <translation>Physical &amp;isolation required (finance, medical, government data): rules out containers</translation>
    </message>
    <message>
        <source>&amp;Domestic (信创) hardware required: Ascend only</source>
        <translation>&amp;Domestic (信创) hardware required: Ascend only</translation>
    </message>
    <message>
        <source>Custom &amp;kernels, drivers or root access needed</source>
        <translation>Custom &amp;kernels, drivers or root access needed</translation>
    </message>
    <message>
        <source>Cross-machine &amp;expansion:</source>
        <translation>Cross-machine &amp;expansion:</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>no deadline</translation>
    </message>
    <message>
        <source>Dead&amp;line (days):</source>
        <translation>Dead&amp;line (days):</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>no budget</translation>
    </message>
    <message>
        <source>B&amp;udget (¥):</source>
        <translation>B&amp;udget (¥):</translation>
    </message>
    <message>
        <source>Hours a month the team keeps the machine busy; above about 500 h monthly bare metal beats hourly containers.</source>
        <translation>Hours a month the team keeps the machine busy; above about 500 h monthly bare metal beats hourly containers.</translation>
    </message>
    <message>
        <source>&amp;Monthly usage (hours):</source>
        <translation>&amp;Monthly usage (hours):</translation>
    </message>
    <message>
        <source>&amp;Cadence:</source>
        <translation>&amp;Cadence:</translation>
    </message>
    <message>
        <source>Our code already runs on Ascend CA&amp;NN (no porting to count)</source>
        <translation>Our code already runs on Ascend CA&amp;NN (no porting to count)</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>not counted</translation>
    </message>
    <message>
        <source>What finishing a day sooner is worth to the team. Left empty, the cheaper option wins unless the faster one is needed for the deadline or the weekly cadence.</source>
        <translation>What finishing a day sooner is worth to the team. Left empty, the cheaper option wins unless the faster one is needed for the deadline or the weekly cadence.</translation>
    </message>
    <message>
        <source>A day sa&amp;ved is worth (¥):</source>
        <translation>A day sa&amp;ved is worth (¥):</translation>
    </message>
    <message>
        <source>What a person-day of engineering costs; porting a CUDA code base to Ascend CANN takes about 2-5 person-days.</source>
        <translation>What a person-day of engineering costs; porting a CUDA code base to Ascend CANN takes about 2-5 person-days.</translation>
    </message>
    <message>
        <source>Engineer &amp;day rate (¥):</source>
        <translation>Engineer &amp;day rate (¥):</translation>
    </message>
</context>
<context>
    <name>gp::ui::CostTimeChart</name>
    <message>
        <source>Sustains %1 output tokens/s</source>
        <translation>Sustains %1 output tokens/s</translation>
    </message>
    <message>
        <source>Time: %1 (%2 – %3)</source>
        <translation>Time: %1 (%2 – %3)</translation>
    </message>
    <message>
        <source>Cost, pro-rated: %1 (%2 – %3)</source>
        <translation>Cost, pro-rated: %1 (%2 – %3)</translation>
    </message>
    <message>
        <source>Cost, billed: %1</source>
        <translation>Cost, billed: %1</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>Feasible</translation>
    </message>
    <message>
        <source>Misses deadline or budget</source>
        <translation>Misses deadline or budget</translation>
    </message>
    <message>
        <source>Cannot run the job</source>
        <translation>Cannot run the job</translation>
    </message>
    <message>
        <source>Cost vs throughput (serving, per month)</source>
        <translation>Cost vs throughput (serving, per month)</translation>
    </message>
    <message>
        <source>Cost vs time</source>
        <translation>Cost vs time</translation>
    </message>
    <message>
        <source>Output tokens/s sustained (log scale)</source>
        <translation>Output tokens/s sustained (log scale)</translation>
    </message>
    <message>
        <source>Output tokens/s sustained</source>
        <translation>Output tokens/s sustained</translation>
    </message>
    <message>
        <source>Time (hours, log scale)</source>
        <translation>Time (hours, log scale)</translation>
    </message>
    <message>
        <source>Time (hours)</source>
        <translation>Time (hours)</translation>
    </message>
    <message>
        <source>Low–high range</source>
        <translation>Low–high range</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Pareto front</translation>
    </message>
    <message>
        <source>Deadline: %1</source>
        <translation>Deadline: %1</translation>
    </message>
    <message>
        <source>Deadline: %1 (off the chart)</source>
        <translation>Deadline: %1 (off the chart)</translation>
    </message>
    <message>
        <source>Budget: %1</source>
        <translation>Budget: %1</translation>
    </message>
    <message>
        <source>Budget: %1 (off the chart)</source>
        <translation>Budget: %1 (off the chart)</translation>
    </message>
    <message>
        <source>Cost, pro-rated</source>
        <translation>Cost, pro-rated</translation>
    </message>
    <message numerus="yes">
        <source>and %n other(s) here</source>
        <translation>
            <numerusform>and %n other here</numerusform>
            <numerusform>and %n others here</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) cannot run the job (no estimate)</source>
        <translation>
            <numerusform>%n option cannot run the job (no estimate)</numerusform>
            <numerusform>%n options cannot run the job (no estimate)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s) in the Comparison table</source>
        <translation>
            <numerusform>%n more option in the Comparison table</numerusform>
            <numerusform>%n more options in the Comparison table</numerusform>
        </translation>
    </message>
    <message>
        <source>With porting to CANN: %1</source>
        <translation>With porting to CANN: %1</translation>
    </message>
    <message>
        <source>Billed + porting (¥, log scale)</source>
        <translation>Billed + porting (¥, log scale)</translation>
    </message>
    <message>
        <source>Billed + porting (¥)</source>
        <translation>Billed + porting (¥)</translation>
    </message>
    <message>
        <source>Billed (¥, log scale)</source>
        <translation>Billed (¥, log scale)</translation>
    </message>
    <message>
        <source>Billed (¥)</source>
        <translation>Billed (¥)</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) not named here: see the Comparison table</source>
        <translation>
            <numerusform>%n option not named here: see the Comparison table</numerusform>
            <numerusform>%n options not named here: see the Comparison table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::ImportPreviewDialog</name>
    <message>
        <source>Import %1</source>
        <translation>Import %1</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message numerus="yes">
        <source>%n bad row(s) in %1. Nothing will be imported: correct the file and import it again.</source>
        <translation>
            <numerusform>%n bad row in %1. Nothing will be imported: correct the file and import it again.</numerusform>
            <numerusform>%n bad rows in %1. Nothing will be imported: correct the file and import it again.</numerusform>
        </translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>Offering</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Before</translation>
    </message>
    <message>
        <source>After</source>
        <translation>After</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>New offerings: %1</source>
        <translation>New offerings: %1</translation>
    </message>
    <message>
        <source>Price changes: %1</source>
        <translation>Price changes: %1</translation>
    </message>
    <message>
        <source>new</source>
        <translation>new</translation>
    </message>
    <message>
        <source>Changed offerings: %1</source>
        <translation>Changed offerings: %1</translation>
    </message>
    <message>
        <source>Removed offerings: %1</source>
        <translation>Removed offerings: %1</translation>
    </message>
    <message>
        <source>Unchanged offerings: %1</source>
        <translation>Unchanged offerings: %1</translation>
    </message>
    <message>
        <source>%1 changes nothing in the catalog.</source>
        <translation>%1 changes nothing in the catalog.</translation>
    </message>
    <message>
        <source>Warning: this import removes %1 of the %2 offerings in the catalog.</source>
        <translation>Warning: this import removes %1 of the %2 offerings in the catalog.</translation>
    </message>
    <message>
        <source>%1: %2 -&gt; %3 (%4%)</source>
        <translation>%1: %2 -&gt; %3 (%4%)</translation>
    </message>
    <message numerus="yes">
        <source>Warning: this import changes %n current price(s) by more than 50%:</source>
        <translation>
            <numerusform>Warning: this import changes %n current price by more than 50%:</numerusform>
            <numerusform>Warning: this import changes %n current prices by more than 50%:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3, %4 removed. Apply writes all of it in one go, or nothing.</source>
        <translation>%1: %2, %3, %4 removed. Apply writes all of it in one go, or nothing.</translation>
    </message>
    <message numerus="yes">
        <source>%n new price row(s)</source>
        <translation>
            <numerusform>%n new price row</numerusform>
            <numerusform>%n new price rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new offering(s)</source>
        <translation>
            <numerusform>%n new offering</numerusform>
            <numerusform>%n new offerings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::JobChoices</name>
    <message>
        <source>Custom model</source>
        <translation>Custom model</translation>
    </message>
    <message>
        <source>Full-parameter training</source>
        <translation>Full-parameter training</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA fine-tuning</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning (4-bit base)</source>
        <translation>QLoRA fine-tuning (4-bit base)</translation>
    </message>
    <message>
        <source>Inference serving</source>
        <translation>Inference serving</translation>
    </message>
    <message>
        <source>BF16 (mixed precision)</source>
        <translation>BF16 (mixed precision)</translation>
    </message>
    <message>
        <source>FP16 (mixed precision)</source>
        <translation>FP16 (mixed precision)</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>INT4</source>
        <translation>INT4</translation>
    </message>
    <message>
        <source>One machine is enough</source>
        <translation>One machine is enough</translation>
    </message>
    <message>
        <source>Several machines within 6 months</source>
        <translation>Several machines within 6 months</translation>
    </message>
    <message>
        <source>Several machines now</source>
        <translation>Several machines now</translation>
    </message>
    <message>
        <source>One-off run</source>
        <translation>One-off run</translation>
    </message>
    <message>
        <source>Repeated every week</source>
        <translation>Repeated every week</translation>
    </message>
</context>
<context>
    <name>gp::ui::JobInputsPanel</name>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>&amp;Parameters (billions):</source>
        <translation>&amp;Parameters (billions):</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>M&amp;ethod:</translation>
    </message>
    <message>
        <source>Precisio&amp;n:</source>
        <translation>Precisio&amp;n:</translation>
    </message>
    <message>
        <source>To&amp;kens (billions):</source>
        <translation>To&amp;kens (billions):</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Constraints</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>&amp;Deadline (days):</source>
        <translation>&amp;Deadline (days):</translation>
    </message>
    <message>
        <source>&amp;Budget (¥):</source>
        <translation>&amp;Budget (¥):</translation>
    </message>
    <message>
        <source>Monthly &amp;usage (h):</source>
        <translation>Monthly &amp;usage (h):</translation>
    </message>
    <message>
        <source>&amp;Iteration:</source>
        <translation>&amp;Iteration:</translation>
    </message>
    <message>
        <source>E&amp;xpansion:</source>
        <translation>E&amp;xpansion:</translation>
    </message>
    <message>
        <source>Physical isolation re&amp;quired</source>
        <translation>Physical isolation re&amp;quired</translation>
    </message>
    <message>
        <source>Domestic (信创) &amp;hardware required</source>
        <translation>Domestic (信创) &amp;hardware required</translation>
    </message>
    <message>
        <source>Custom kerne&amp;ls / root needed</source>
        <translation>Custom kerne&amp;ls / root needed</translation>
    </message>
    <message>
        <source>Open the &amp;wizard…</source>
        <translation>Open the &amp;wizard…</translation>
    </message>
    <message>
        <source>Open the wizard with this job to change the model architecture, candidates, trial runs and more.</source>
        <translation>Open the wizard with this job to change the model architecture, candidates, trial runs and more.</translation>
    </message>
</context>
<context>
    <name>gp::ui::JobLimits</name>
    <message>
        <source>that is 100 trillion parameters</source>
        <translation>that is 100 trillion parameters</translation>
    </message>
    <message>
        <source>the amount is in billions of tokens</source>
        <translation>the amount is in billions of tokens</translation>
    </message>
    <message>
        <source>ten years</source>
        <translation>ten years</translation>
    </message>
    <message>
        <source>the budget is in yuan</source>
        <translation>the budget is in yuan</translation>
    </message>
    <message>
        <source>a month has at most 744 hours</source>
        <translation>a month has at most 744 hours</translation>
    </message>
</context>
<context>
    <name>gp::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
</context>
<context>
    <name>gp::ui::MainWindow</name>
    <message>
        <source>&amp;Results</source>
        <translation>&amp;Results</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Catalog</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New plan…</source>
        <translation>&amp;New plan…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message numerus="yes">
        <source>%n offering(s), prices observed up to %1. Prices move with the market: verify the live price before signing.</source>
        <translation>
            <numerusform>%n offering, prices observed up to %1. Prices move with the market: verify the live price before signing.</numerusform>
            <numerusform>%n offerings, prices observed up to %1. Prices move with the market: verify the live price before signing.</numerusform>
        </translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mpare</translation>
    </message>
    <message>
        <source>Start a new job from the default in the plan wizard</source>
        <translation>Start a new job from the default in the plan wizard</translation>
    </message>
    <message>
        <source>&amp;Edit plan in the wizard…</source>
        <translation>&amp;Edit plan in the wizard…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Clear the list</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>Export &amp;PDF summary…</source>
        <translation>Export &amp;PDF summary…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>P&amp;rint…</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xport</translation>
    </message>
    <message>
        <source>Chart as P&amp;NG…</source>
        <translation>Chart as P&amp;NG…</translation>
    </message>
    <message>
        <source>Chart as &amp;SVG…</source>
        <translation>Chart as &amp;SVG…</translation>
    </message>
    <message>
        <source>Comparison as &amp;CSV…</source>
        <translation>Comparison as &amp;CSV…</translation>
    </message>
    <message>
        <source>Plan as &amp;JSON…</source>
        <translation>Plan as &amp;JSON…</translation>
    </message>
    <message>
        <source>Add current job as &amp;scenario</source>
        <translation>Add current job as &amp;scenario</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Presentation mode</translation>
    </message>
    <message>
        <source>Full screen with large type and the charts first; F11 or Escape leaves</source>
        <translation>Full screen with large type and the charts first; F11 or Escape leaves</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>Leave presentation mode</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>%1[*] — GPU Planner</source>
        <translation>%1[*] — GPU Planner</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The job “%1” has changes that are not saved.</source>
        <translation>The job “%1” has changes that are not saved.</translation>
    </message>
    <message>
        <source>Do you want to save them?</source>
        <translation>Do you want to save them?</translation>
    </message>
    <message>
        <source>Open job</source>
        <translation>Open job</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>Cannot open the job</source>
        <translation>Cannot open the job</translation>
    </message>
    <message>
        <source>The job file %1 could not be opened; nothing was changed.</source>
        <translation>The job file %1 could not be opened; nothing was changed.</translation>
    </message>
    <message>
        <source>Save job as</source>
        <translation>Save job as</translation>
    </message>
    <message>
        <source>Cannot save the job</source>
        <translation>Cannot save the job</translation>
    </message>
    <message>
        <source>The file on disk was not changed.</source>
        <translation>The file on disk was not changed.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Wrote %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Export PDF summary</source>
        <translation>Export PDF summary</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>The printer could not be used.</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Print preview</translation>
    </message>
    <message>
        <source>Export chart as SVG</source>
        <translation>Export chart as SVG</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG drawings (*.svg)</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>Export chart as PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <source>Export comparison as CSV</source>
        <translation>Export comparison as CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Export plan as JSON</source>
        <translation>Export plan as JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <source>Where the catalog is, and when prices count as stale</source>
        <translation>Where the catalog is, and when prices count as stale</translation>
    </message>
    <message>
        <source>The catalog at %1 is used from the next start.</source>
        <translation>The catalog at %1 is used from the next start.</translation>
    </message>
    <message>
        <source>Export one-page &amp;decision PDF…</source>
        <translation>Export one-page &amp;decision PDF…</translation>
    </message>
    <message>
        <source>The recommendation, the trade against the runner-up, the chart and the checks before ordering, on one page for the meeting</source>
        <translation>The recommendation, the trade against the runner-up, the chart and the checks before ordering, on one page for the meeting</translation>
    </message>
    <message>
        <source>Export one-page decision PDF</source>
        <translation>Export one-page decision PDF</translation>
    </message>
    <message>
        <source>The scenarios kept from the last session could not be read (%1); the file was set aside as %2.</source>
        <translation>The scenarios kept from the last session could not be read (%1); the file was set aside as %2.</translation>
    </message>
    <message>
        <source>Add &amp;trial log…</source>
        <translation>Add &amp;trial log…</translation>
    </message>
    <message>
        <source>Plan from a trial run&apos;s log (Megatron, NeMo, DeepSpeed, torchtune, Hugging Face Trainer, LLaMA-Factory); a log can also be dropped on the window</source>
        <translation>Plan from a trial run&apos;s log (Megatron, NeMo, DeepSpeed, torchtune, Hugging Face Trainer, LLaMA-Factory); a log can also be dropped on the window</translation>
    </message>
    <message>
        <source>Add trial log</source>
        <translation>Add trial log</translation>
    </message>
    <message>
        <source>Training logs (*.log *.txt *.json *.jsonl);;All files (*)</source>
        <translation>Training logs (*.log *.txt *.json *.jsonl);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>Read %1: %2 tokens/s on %n card(s)</source>
        <translation>
            <numerusform>Read %1: %2 tokens/s on %n card</numerusform>
            <numerusform>Read %1: %2 tokens/s on %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the trial log</source>
        <translation>Cannot read the trial log</translation>
    </message>
    <message>
        <source>The log %1 could not be read; the job was not changed.</source>
        <translation>The log %1 could not be read; the job was not changed.</translation>
    </message>
</context>
<context>
    <name>gp::ui::MemoryChart</name>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer states</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>Framework overhead</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Card capacity</source>
        <translation>Card capacity</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Memory per GPU (GB)</translation>
    </message>
    <message>
        <source>%1 ▸</source>
        <translation>%1 ▸</translation>
    </message>
    <message numerus="yes">
        <source>Memory per GPU (%n more option(s) in the Comparison table)</source>
        <translation>
            <numerusform>Memory per GPU (%n more option in the Comparison table)</numerusform>
            <numerusform>Memory per GPU (%n more options in the Comparison table)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::ModelPage</name>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Which model is trained or served? Pick a preset, or enter the parameter count of your own.</source>
        <translation>Which model is trained or served? Pick a preset, or enter the parameter count of your own.</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Preset:</translation>
    </message>
    <message>
        <source>e.g. 70</source>
        <translation>e.g. 70</translation>
    </message>
    <message>
        <source>P&amp;arameters (billions):</source>
        <translation>P&amp;arameters (billions):</translation>
    </message>
    <message>
        <source>dense model</source>
        <translation>dense model</translation>
    </message>
    <message>
        <source>Acti&amp;ve parameters (MoE, billions):</source>
        <translation>Acti&amp;ve parameters (MoE, billions):</translation>
    </message>
    <message>
        <source>Architecture (optional: estimated from the size when empty)</source>
        <translation>Architecture (optional: estimated from the size when empty)</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>&amp;Layers:</translation>
    </message>
    <message>
        <source>&amp;Hidden size:</source>
        <translation>&amp;Hidden size:</translation>
    </message>
    <message>
        <source>Attention h&amp;eads:</source>
        <translation>Attention h&amp;eads:</translation>
    </message>
    <message>
        <source>&amp;KV heads:</source>
        <translation>&amp;KV heads:</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>&amp;Sequence length:</translation>
    </message>
    <message>
        <source>Vo&amp;cabulary:</source>
        <translation>Vo&amp;cabulary:</translation>
    </message>
    <message>
        <source>Cannot exceed the total parameters.</source>
        <translation>Cannot exceed the total parameters.</translation>
    </message>
    <message>
        <source>Cannot exceed the attention heads.</source>
        <translation>Cannot exceed the attention heads.</translation>
    </message>
    <message>
        <source>Attention heads must be a multiple of KV heads.</source>
        <translation>Attention heads must be a multiple of KV heads.</translation>
    </message>
    <message>
        <source>Must divide the hidden size.</source>
        <translation>Must divide the hidden size.</translation>
    </message>
</context>
<context>
    <name>gp::ui::NumberEdit</name>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Required.</source>
        <translation>Required.</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>Enter a number.</translation>
    </message>
    <message>
        <source>Enter a whole number.</source>
        <translation>Enter a whole number.</translation>
    </message>
    <message>
        <source>Must be more than %1.</source>
        <translation>Must be more than %1.</translation>
    </message>
    <message>
        <source>Must be at least %1.</source>
        <translation>Must be at least %1.</translation>
    </message>
    <message>
        <source>Must be at most %1.</source>
        <translation>Must be at most %1.</translation>
    </message>
    <message>
        <source>Must be at most %1: %2.</source>
        <translation>Must be at most %1: %2.</translation>
    </message>
</context>
<context>
    <name>gp::ui::OfferingEditModel</name>
    <message>
        <source>Edited or imported by a user: kept through upgrades of the shipped data.</source>
        <translation>Edited or imported by a user: kept through upgrades of the shipped data.</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>no accelerator has the id &quot;%1&quot;</source>
        <translation>no accelerator has the id &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>must not be empty</translation>
    </message>
    <message>
        <source>%1 of &quot;%2&quot;: %3</source>
        <translation>%1 of &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Label (Chinese)</source>
        <translation>Label (Chinese)</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Accelerator</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Cards per node</source>
        <translation>Cards per node</translation>
    </message>
    <message>
        <source>Min. cards</source>
        <translation>Min. cards</translation>
    </message>
    <message>
        <source>Max. nodes</source>
        <translation>Max. nodes</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Region (Chinese)</source>
        <translation>Region (Chinese)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>Inter-node GB/s</source>
        <translation>Inter-node GB/s</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Current price</source>
        <translation>Current price</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>Observed on</translation>
    </message>
    <message>
        <source>Not stated by the seller: the plan does not count a delivery time, and says so where a deadline depends on it.</source>
        <translation>Not stated by the seller: the plan does not count a delivery time, and says so where a deadline depends on it.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source: %1</translation>
    </message>
    <message>
        <source>Delivery (days)</source>
        <translation>Delivery (days)</translation>
    </message>
</context>
<context>
    <name>gp::ui::OfferingTableModel</name>
    <message>
        <source>Offering</source>
        <translation>Offering</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Accelerator</translation>
    </message>
    <message>
        <source>Rental form</source>
        <translation>Rental form</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>Current price</source>
        <translation>Current price</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>Observed on</translation>
    </message>
</context>
<context>
    <name>gp::ui::OptionDetailsView</name>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>%1, between %2 and %3</source>
        <translation></translation>
    </message>
    <message>
        <source>Cost, billed</source>
        <translation>Cost, billed</translation>
    </message>
    <message>
        <source>Cost, pro-rated</source>
        <translation>Cost, pro-rated</translation>
    </message>
    <message>
        <source>Paid but unused</source>
        <translation></translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer states</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>Framework overhead</translation>
    </message>
    <message>
        <source>Total</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>HFU (with recomputation)</source>
        <translation></translation>
    </message>
    <message>
        <source>Compute efficiency</source>
        <translation>Compute efficiency</translation>
    </message>
    <message>
        <source>the job&apos;s MFU, converted for this option</source>
        <translation></translation>
    </message>
    <message>
        <source>fitted to the job&apos;s measured trial runs</source>
        <translation></translation>
    </message>
    <message>
        <source>the accelerator&apos;s calibrated figure in the catalog</source>
        <translation></translation>
    </message>
    <message>
        <source>Efficiency from</source>
        <translation></translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Per hour, whole allocation</source>
        <translation></translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>Observed on</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>A month of weekly runs, billed</source>
        <translation>A month of weekly runs, billed</translation>
    </message>
    <message>
        <source>A month of serving, billed</source>
        <translation>A month of serving, billed</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on %1</source>
        <translation>
            <numerusform>%n card on %1</numerusform>
            <numerusform>%n cards on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n machine</numerusform>
            <numerusform>%n machines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::PlanExport</name>
    <message>
        <source>%1: cannot draw the chart as PNG</source>
        <translation>%1: cannot draw the chart as PNG</translation>
    </message>
    <message>
        <source>GPU Planner chart</source>
        <translation>GPU Planner chart</translation>
    </message>
    <message>
        <source>%1: cannot draw the chart as SVG</source>
        <translation>%1: cannot draw the chart as SVG</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: cannot write the file: %2</translation>
    </message>
</context>
<context>
    <name>gp::ui::PlanWizard</name>
    <message>
        <source>New plan</source>
        <translation>New plan</translation>
    </message>
</context>
<context>
    <name>gp::ui::PriceAgeBanner</name>
    <message>
        <source>The catalog has no prices.</source>
        <translation>The catalog has no prices.</translation>
    </message>
    <message numerus="yes">
        <source>Prices are %n day(s) old (observed up to %1), older than %2 days: check the live prices before deciding, or update them in the Catalog tab.</source>
        <translation>
            <numerusform>Prices are %n day old (observed up to %1), older than %2 days: check the live prices before deciding, or update them in the Catalog tab.</numerusform>
            <numerusform>Prices are %n days old (observed up to %1), older than %2 days: check the live prices before deciding, or update them in the Catalog tab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prices observed up to %1 (%n day(s) ago).</source>
        <translation>
            <numerusform>Prices observed up to %1 (%n day ago).</numerusform>
            <numerusform>Prices observed up to %1 (%n days ago).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::PriceEditModel</name>
    <message>
        <source>must be a date written YYYY-MM-DD</source>
        <translation>must be a date written YYYY-MM-DD</translation>
    </message>
    <message>
        <source>must be hour, day or month</source>
        <translation>must be hour, day or month</translation>
    </message>
    <message>
        <source>must be gpu or node</source>
        <translation>must be gpu or node</translation>
    </message>
    <message>
        <source>must be an amount of 0 or more with at most two decimals, like 86880.00</source>
        <translation>must be an amount of 0 or more with at most two decimals, like 86880.00</translation>
    </message>
    <message>
        <source>must be empty or an amount of 0 or more with at most two decimals</source>
        <translation>must be empty or an amount of 0 or more with at most two decimals</translation>
    </message>
    <message>
        <source>must be a three-letter code such as CNY</source>
        <translation>must be a three-letter code such as CNY</translation>
    </message>
    <message>
        <source>%1 of the price of &quot;%2&quot; observed on %3: %4</source>
        <translation>%1 of the price of &quot;%2&quot; observed on %3: %4</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>Observed on</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Per</source>
        <translation>Per</translation>
    </message>
    <message>
        <source>Price (CNY)</source>
        <translation>Price (CNY)</translation>
    </message>
    <message>
        <source>List price (CNY)</source>
        <translation>List price (CNY)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>hour</translation>
    </message>
    <message>
        <source>day</source>
        <translation>day</translation>
    </message>
    <message>
        <source>month</source>
        <translation>month</translation>
    </message>
    <message>
        <source>card</source>
        <translation></translation>
    </message>
    <message>
        <source>node</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>gp::ui::PriceHistoryChart</name>
    <message>
        <source>Observed on</source>
        <translation>Observed on</translation>
    </message>
    <message>
        <source>Price (CNY)</source>
        <translation>Price (CNY)</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>Price history</translation>
    </message>
    <message numerus="yes">
        <source>Price history of %n offering(s)</source>
        <translation>
            <numerusform>Price history of %n offering</numerusform>
            <numerusform>Price history of %n offerings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::PriceTableModel</name>
    <message>
        <source>Observed on</source>
        <translation>Observed on</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>List price</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>gp::ui::RecommendationSummary</name>
    <message>
        <source>No candidate can run this job as specified.</source>
        <translation>No candidate can run this job as specified.</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cost, billed</source>
        <translation>Cost, billed</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Against the runner-up</source>
        <translation></translation>
    </message>
    <message>
        <source>If the date can move</source>
        <translation>If the date can move</translation>
    </message>
    <message>
        <source>With porting</source>
        <translation>With porting</translation>
    </message>
    <message>
        <source>Each run within the week</source>
        <translation>Each run within the week</translation>
    </message>
    <message>
        <source>Before signing</source>
        <translation>Before signing</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on %1</source>
        <translation>
            <numerusform>%n card on %1</numerusform>
            <numerusform>%n cards on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n machine</numerusform>
            <numerusform>%n machines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::RecommendationView</name>
    <message>
        <source>No candidate can run this job as specified.</source>
        <translation>No candidate can run this job as specified.</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Recommended: %1</translation>
    </message>
    <message>
        <source>Also consider</source>
        <translation>Also consider</translation>
    </message>
    <message>
        <source>Prices as observed up to %1; they move with the market: verify the live price before signing.</source>
        <translation>Prices as observed up to %1; they move with the market: verify the live price before signing.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1; billed %2 a month.</source>
        <translation>
            <numerusform>%n card, %1; billed %2 a month.</numerusform>
            <numerusform>%n cards, %1; billed %2 a month.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1; about %2 (%3) a run; a month of weekly runs is billed %4.</source>
        <translation>
            <numerusform>%n card, %1; about %2 (%3) a run; a month of weekly runs is billed %4.</numerusform>
            <numerusform>%n cards, %1; about %2 (%3) a run; a month of weekly runs is billed %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1; about %2 (%3); billed %4 (%5 pro-rated).</source>
        <translation>
            <numerusform>%n card, %1; about %2 (%3); billed %4 (%5 pro-rated).</numerusform>
            <numerusform>%n cards, %1; about %2 (%3); billed %4 (%5 pro-rated).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an option and why it cannot run the job</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>gp::ui::ResultsPage</name>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Finish shows these results in the main window, where every input stays editable.</source>
        <translation>Finish shows these results in the main window, where every input stays editable.</translation>
    </message>
    <message>
        <source>Co&amp;mparison</source>
        <translation>Co&amp;mparison</translation>
    </message>
    <message>
        <source>Cost vs &amp;time</source>
        <translation>Cost vs &amp;time</translation>
    </message>
</context>
<context>
    <name>gp::ui::ResultsWorkspace</name>
    <message>
        <source>Compari&amp;son</source>
        <translation>Compari&amp;son</translation>
    </message>
    <message>
        <source>Cost vs &amp;time</source>
        <translation>Cost vs &amp;time</translation>
    </message>
    <message>
        <source>Memor&amp;y per GPU</source>
        <translation>Memor&amp;y per GPU</translation>
    </message>
    <message>
        <source>&amp;Accelerator:</source>
        <translation>&amp;Accelerator:</translation>
    </message>
    <message>
        <source>Break-e&amp;ven</source>
        <translation>Break-e&amp;ven</translation>
    </message>
    <message>
        <source>&amp;Offering:</source>
        <translation>&amp;Offering:</translation>
    </message>
    <message>
        <source>Scalin&amp;g</source>
        <translation>Scalin&amp;g</translation>
    </message>
    <message>
        <source>Not a valid value: %1. The results below are those of the last valid job.</source>
        <translation></translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>gp::ui::ScalingChart</name>
    <message>
        <source>Scaling: %1</source>
        <translation>Scaling: %1</translation>
    </message>
    <message>
        <source>Cards (log scale)</source>
        <translation>Cards (log scale)</translation>
    </message>
    <message>
        <source>Time (hours)</source>
        <translation>Time (hours)</translation>
    </message>
    <message>
        <source>Cost, pro-rated (¥)</source>
        <translation>Cost, pro-rated (¥)</translation>
    </message>
    <message>
        <source>Time if scaling were perfect</source>
        <translation>Time if scaling were perfect</translation>
    </message>
    <message>
        <source>Deadline: %1</source>
        <translation>Deadline: %1</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>Time (h)</translation>
    </message>
    <message numerus="yes">
        <source>Cannot run the job with %1 card(s)</source>
        <translation>
            <numerusform>Cannot run the job with %1 card</numerusform>
            <numerusform>Cannot run the job with %1 cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Faster than perfect scaling at %1 cards: with more cards the layout needs less recomputation or offloading than at %2.</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on %1: %2, %3 pro-rated, %4 billed; scaling efficiency %5</source>
        <translation>
            <numerusform>%n card on %1: %2, %3 pro-rated, %4 billed; scaling efficiency %5</numerusform>
            <numerusform>%n cards on %1: %2, %3 pro-rated, %4 billed; scaling efficiency %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n machine</numerusform>
            <numerusform>%n machines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::ScenarioFile</name>
    <message>
        <source>GPU Planner jobs (*.gpuplan);;All files (*)</source>
        <translation>GPU Planner jobs (*.gpuplan);;All files (*)</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>cannot read the file: %1</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: cannot write the file: %2</translation>
    </message>
    <message>
        <source>cannot read the file: not a regular file</source>
        <translation>cannot read the file: not a regular file</translation>
    </message>
    <message>
        <source>cannot read the file: it is larger than %1 MB</source>
        <translation>cannot read the file: it is larger than %1 MB</translation>
    </message>
</context>
<context>
    <name>gp::ui::ScenarioSet</name>
    <message>
        <source>GPU Planner scenario sets (*.gpuplanset);;All files (*)</source>
        <translation>GPU Planner scenario sets (*.gpuplanset);;All files (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>not valid JSON: %1</translation>
    </message>
    <message>
        <source>not a scenario set (a JSON object is expected)</source>
        <translation>not a scenario set (a JSON object is expected)</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>must be &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>must be a list</translation>
    </message>
    <message>
        <source>must be a non-empty text</source>
        <translation>must be a non-empty text</translation>
    </message>
    <message>
        <source>must be a job (a JSON object)</source>
        <translation>must be a job (a JSON object)</translation>
    </message>
    <message>
        <source>cannot read the file: no such file</source>
        <translation>cannot read the file: no such file</translation>
    </message>
</context>
<context>
    <name>gp::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <source>A catalog file (SQLite), or a team catalog on PostgreSQL as postgresql://user@host[:port]/database. Empty: the default file shown greyed. Used from the next start.</source>
        <translation>A catalog file (SQLite), or a team catalog on PostgreSQL as postgresql://user@host[:port]/database. Empty: the default file shown greyed. Used from the next start.</translation>
    </message>
    <message>
        <source> days</source>
        <translation> days</translation>
    </message>
    <message>
        <source>Older prices turn the banner above the results red and put a warning on the first page of the PDF summary.</source>
        <translation>Older prices turn the banner above the results red and put a warning on the first page of the PDF summary.</translation>
    </message>
    <message>
        <source>Catalog &amp;location:</source>
        <translation>Catalog &amp;location:</translation>
    </message>
    <message>
        <source>Call prices &amp;stale after:</source>
        <translation>Call prices &amp;stale after:</translation>
    </message>
    <message>
        <source>Write a team catalog as postgresql://user@host[:port]/database.</source>
        <translation>Write a team catalog as postgresql://user@host[:port]/database.</translation>
    </message>
    <message>
        <source>This is a folder; name the catalog file inside it.</source>
        <translation>This is a folder; name the catalog file inside it.</translation>
    </message>
    <message>
        <source>Give the whole path of the file, starting with /.</source>
        <translation>Give the whole path of the file, starting with /.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>The folder %1 does not exist.</translation>
    </message>
    <message>
        <source>Catalog file</source>
        <translation>Catalog file</translation>
    </message>
    <message>
        <source>GPU Planner catalogs (*.sqlite);;All files (*)</source>
        <translation>GPU Planner catalogs (*.sqlite);;All files (*)</translation>
    </message>
</context>
<context>
    <name>gp::ui::Startup</name>
    <message>
        <source>Catalog problem</source>
        <translation>Catalog problem</translation>
    </message>
    <message>
        <source>You can set the file aside (it is renamed, never deleted) and start from the default catalog, or use the built-in catalog for this session only.</source>
        <translation>You can set the file aside (it is renamed, never deleted) and start from the default catalog, or use the built-in catalog for this session only.</translation>
    </message>
    <message>
        <source>&amp;Set aside and start fresh</source>
        <translation>&amp;Set aside and start fresh</translation>
    </message>
    <message>
        <source>The file was not changed. You can use the built-in catalog for this session only.</source>
        <translation>The file was not changed. You can use the built-in catalog for this session only.</translation>
    </message>
    <message>
        <source>Use the &amp;built-in catalog</source>
        <translation>Use the &amp;built-in catalog</translation>
    </message>
    <message>
        <source>Use the catalog in FILE.</source>
        <translation>Use the catalog in FILE.</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>Catalog: %1</translation>
    </message>
    <message>
        <source>Catalog: %1 (the old file was kept as %2)</source>
        <translation>Catalog: %1 (the old file was kept as %2)</translation>
    </message>
    <message>
        <source>Built-in catalog for this session only (%1 was not changed)</source>
        <translation>Built-in catalog for this session only (%1 was not changed)</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (read-only)</translation>
    </message>
    <message>
        <source>Quit once the window shows the results; print the start-up time and peak memory.</source>
        <translation>Quit once the window shows the results; print the start-up time and peak memory.</translation>
    </message>
    <message>
        <source>A job file (.gpuplan) to open.</source>
        <translation>A job file (.gpuplan) to open.</translation>
    </message>
</context>
<context>
    <name>gp::ui::TrainingPage</name>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>How is the model trained (or served), and how much work is it?</source>
        <translation>How is the model trained (or served), and how much work is it?</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Method:</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Precision:</translation>
    </message>
    <message>
        <source>Amount of training</source>
        <translation>Amount of training</translation>
    </message>
    <message>
        <source>&amp;Tokens (billions):</source>
        <translation>&amp;Tokens (billions):</translation>
    </message>
    <message>
        <source>e.g. 5</source>
        <translation>e.g. 5</translation>
    </message>
    <message>
        <source>&amp;Samples × length × epochs:</source>
        <translation>&amp;Samples × length × epochs:</translation>
    </message>
    <message>
        <source>    N&amp;umber of samples:</source>
        <translation>    N&amp;umber of samples:</translation>
    </message>
    <message>
        <source>    Tokens per samp&amp;le:</source>
        <translation>    Tokens per samp&amp;le:</translation>
    </message>
    <message>
        <source>    Epoc&amp;hs:</source>
        <translation>    Epoc&amp;hs:</translation>
    </message>
    <message>
        <source>LoRA &amp;rank:</source>
        <translation>LoRA &amp;rank:</translation>
    </message>
    <message>
        <source>Serving load</source>
        <translation>Serving load</translation>
    </message>
    <message>
        <source>&amp;Concurrent requests:</source>
        <translation>&amp;Concurrent requests:</translation>
    </message>
    <message>
        <source>Conte&amp;xt (tokens):</source>
        <translation>Conte&amp;xt (tokens):</translation>
    </message>
    <message>
        <source>Too many tokens.</source>
        <translation>Too many tokens.</translation>
    </message>
    <message>
        <source>= %1 billion tokens: too many</source>
        <translation>= %1 billion tokens: too many</translation>
    </message>
    <message>
        <source>= %1 billion tokens</source>
        <translation>= %1 billion tokens</translation>
    </message>
    <message>
        <source>Output per re&amp;quest (tokens/s):</source>
        <translation>Output per re&amp;quest (tokens/s):</translation>
    </message>
    <message>
        <source>Tar&amp;get output in all (tokens/s, optional):</source>
        <translation>Tar&amp;get output in all (tokens/s, optional):</translation>
    </message>
    <message>
        <source>Serving so&amp;ftware:</source>
        <translation>Serving so&amp;ftware:</translation>
    </message>
    <message>
        <source>Training so&amp;ftware:</source>
        <translation>Training so&amp;ftware:</translation>
    </message>
    <message>
        <source>Most likely for this job: %1</source>
        <translation>Most likely for this job: %1</translation>
    </message>
    <message>
        <source>The plan states this choice; pick your own stack to plan with its speed and memory.</source>
        <translation>The plan states this choice; pick your own stack to plan with its speed and memory.</translation>
    </message>
</context>
<context>
    <name>gp::ui::TrialLogDialog</name>
    <message>
        <source>Add a trial log</source>
        <translation>Add a trial log</translation>
    </message>
    <message numerus="yes">
        <source>The log says the run had %n card(s).</source>
        <translation>
            <numerusform>The log says the run had %n card.</numerusform>
            <numerusform>The log says the run had %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>The log does not say how many cards the run had: give them.</source>
        <translation>The log does not say how many cards the run had: give them.</translation>
    </message>
    <message>
        <source>&amp;Accelerator of the run:</source>
        <translation>&amp;Accelerator of the run:</translation>
    </message>
    <message>
        <source>&amp;Cards of the run:</source>
        <translation>&amp;Cards of the run:</translation>
    </message>
    <message>
        <source>Its steady speed and peak memory replace the model&apos;s figures for this accelerator and card count; the job keeps the log&apos;s path.</source>
        <translation>Its steady speed and peak memory replace the model&apos;s figures for this accelerator and card count; the job keeps the log&apos;s path.</translation>
    </message>
</context>
</TS>
