<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gp::FrameworkText</name>
    <message>
        <source>Megatron-Core (NeMo)</source>
        <translation>Megatron-Core（NeMo）</translation>
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
        <translation>torch_npu 上的 Transformers generate()</translation>
    </message>
    <message>
        <source>Transformers + PEFT on torch_npu</source>
        <translation>torch_npu 上的 Transformers + PEFT</translation>
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
        <translation>NVIDIA 的预训练框架（Megatron-LM、NeMo）：融合算子，张量并行与流水线并行；昇腾上对应 MindSpeed。</translation>
    </message>
    <message>
        <source>PyTorch FSDP with FlashAttention (LLM Foundry, torchtitan): sharded data parallelism with fused kernels.</source>
        <translation>带 FlashAttention 的 PyTorch FSDP（LLM Foundry、torchtitan）：分片数据并行，融合算子。</translation>
    </message>
    <message>
        <source>The Transformers Trainer on DeepSpeed ZeRO 1-3 with optional CPU offload: how LLaMA-Factory runs full fine-tuning.</source>
        <translation>Transformers Trainer 配合 DeepSpeed ZeRO 1-3，可选 CPU 卸载：LLaMA-Factory 做全参微调的方式。</translation>
    </message>
    <message>
        <source>PyTorch&apos;s fine-tuning recipes: compiled kernels, chunked loss, FSDP2 across cards.</source>
        <translation>PyTorch 官方微调方案：编译后的算子、分块损失，多卡用 FSDP2。</translation>
    </message>
    <message>
        <source>Plain Transformers generate(): a static batch and Python on every step; for trials, not for traffic.</source>
        <translation>直接用 Transformers generate()：静态批次，每步都走 Python；适合试用，不适合承接流量。</translation>
    </message>
    <message>
        <source>The Transformers Trainer with PEFT (LLaMA-Factory, TRL, Axolotl): eager kernels, gradient checkpointing on.</source>
        <translation>Transformers Trainer 加 PEFT（LLaMA-Factory、TRL、Axolotl）：eager 算子，开启梯度检查点。</translation>
    </message>
    <message>
        <source>Triton kernels for LoRA and QLoRA on one NVIDIA card: less memory and about 1.4x Transformers&apos; speed.</source>
        <translation>用 Triton 算子在单张 NVIDIA 卡上做 LoRA 与 QLoRA：显存更省，速度约为 Transformers 的 1.4 倍。</translation>
    </message>
    <message>
        <source>Huawei&apos;s Megatron for Ascend (MindSpeed-LLM, ModelLink).</source>
        <translation>华为面向昇腾的 Megatron（MindSpeed-LLM、ModelLink）。</translation>
    </message>
    <message>
        <source>Transformers generate() on Ascend through torch_npu.</source>
        <translation>通过 torch_npu 在昇腾上运行 Transformers generate()。</translation>
    </message>
    <message>
        <source>Transformers + PEFT on Ascend through torch_npu: what a CUDA code base becomes after a few days&apos; port.</source>
        <translation>通过 torch_npu 在昇腾上运行 Transformers + PEFT：CUDA 代码迁移几天后的样子。</translation>
    </message>
    <message>
        <source>Paged key/value cache and continuous batching: the common choice for serving.</source>
        <translation>分页 KV 缓存与连续批处理：推理服务的常见选择。</translation>
    </message>
    <message>
        <source>Paged cache, continuous batching and an overlapped scheduler.</source>
        <translation>分页缓存、连续批处理，调度与计算重叠。</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s compiled engines with in-flight batching: the fastest on NVIDIA cards, the most work to set up.</source>
        <translation>NVIDIA 编译好的推理引擎，支持 in-flight 批处理：在 NVIDIA 卡上最快，搭建也最费事。</translation>
    </message>
    <message>
        <source>GGUF models with a few parallel slots: one user or a few.</source>
        <translation>GGUF 模型，少量并行槽位：一个或几个用户。</translation>
    </message>
    <message>
        <source>Huawei&apos;s serving engine for Ascend.</source>
        <translation>华为面向昇腾的推理服务引擎。</translation>
    </message>
    <message>
        <source>Serving software: %1, as the job states; the decode rate and memory are that stack&apos;s (MODEL.md).</source>
        <translation>推理软件：%1，按任务指定；解码速度与显存按该框架计算（MODEL.md）。</translation>
    </message>
    <message>
        <source>Training software: %1, as the job states; time and memory are what that stack runs and allocates (MODEL.md).</source>
        <translation>训练软件：%1，按任务指定；时间与显存按该框架实际运行与分配的计算（MODEL.md）。</translation>
    </message>
    <message>
        <source>Serving software: %1, what a team serving this model most likely runs (the job names none; set &quot;framework&quot; to plan for yours).</source>
        <translation>推理软件：%1，部署这个模型的团队最可能使用的（任务未指定；设置“framework”即可按你们的软件规划）。</translation>
    </message>
    <message>
        <source>Training software: %1, what a team running this job most likely uses (the job names none; set &quot;framework&quot; to plan for yours).</source>
        <translation>训练软件：%1，做这类任务的团队最可能使用的（任务未指定；设置“framework”即可按你们的软件规划）。</translation>
    </message>
    <message>
        <source>MFU counts the method&apos;s model FLOPs per token over the cards&apos; dense peak: full training 6N plus attention, LoRA and QLoRA 4N (no weight gradients for the frozen base); recomputation is not counted (HFU in the JSON counts it).</source>
        <translation>MFU 按该训练方法每个 token 的模型 FLOPs 除以各卡稠密峰值计算：全参训练为 6N 加注意力，LoRA 与 QLoRA 为 4N（冻结的基座不算权重梯度）；不计重计算（JSON 中的 HFU 计入）。</translation>
    </message>
</context>
<context>
    <name>gp::JobParser</name>
    <message>
        <source>unknown key</source>
        <translation>未知的键</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必须是数字</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限的数字</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation>必须是以下之一：%1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>must be &gt; %1</source>
        <translation>必须 &gt; %1</translation>
    </message>
    <message>
        <source>must be &gt;= %1</source>
        <translation>必须 &gt;= %1</translation>
    </message>
    <message>
        <source>more than %1 and at most %2</source>
        <translation>大于 %1 且不超过 %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>must be &lt;= %1 (allowed: %2)</source>
        <translation>必须 &lt;= %1（允许范围：%2）</translation>
    </message>
    <message>
        <source>unknown preset; known presets: %1</source>
        <translation>未知的预设；已知预设：%1</translation>
    </message>
    <message>
        <source>is required (or give model.preset)</source>
        <translation>必填（或给出 model.preset）</translation>
    </message>
    <message>
        <source>must be &lt;= model.params_b (%1)</source>
        <translation>必须 &lt;= model.params_b（%1）</translation>
    </message>
    <message>
        <source>must divide model.heads (%1)</source>
        <translation>必须能整除 model.heads（%1）</translation>
    </message>
    <message>
        <source>must be a multiple of model.kv_heads (%1)</source>
        <translation>必须是 model.kv_heads（%1）的倍数</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>必填</translation>
    </message>
    <message>
        <source>must be an offering id (a non-empty string)</source>
        <translation>必须是配置 ID（非空字符串）</translation>
    </message>
    <message>
        <source>is required and must be &quot;%1&quot;</source>
        <translation>必填，且必须是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>必须是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is required (one of: %1)</source>
        <translation>必填（以下之一：%1）</translation>
    </message>
    <message>
        <source>is required for training (billions of training tokens)</source>
        <translation>训练时必填（训练 token 数，单位十亿）</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>the job file is empty</source>
        <translation>任务文件为空</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at %2</source>
        <translation>不是有效的 JSON：%1，位置 %2</translation>
    </message>
    <message>
        <source>a job file must be a JSON object</source>
        <translation>任务文件必须是 JSON 对象</translation>
    </message>
    <message>
        <source>tp x pp x dp x cp = %1 does not match gpu_count %2</source>
        <translation>tp x pp x dp x cp = %1 与 gpu_count %2 不符</translation>
    </message>
    <message>
        <source>%1 trains models; to serve one use one of: %2</source>
        <translation>%1 用于训练模型；推理服务请用以下之一：%2</translation>
    </message>
    <message>
        <source>%1 serves models; to train one use one of: %2</source>
        <translation>%1 用于推理服务；训练请用以下之一：%2</translation>
    </message>
    <message>
        <source>must be an object {accelerator, gpus, tokens_per_s, peak_memory_gb} or {accelerator, gpus, log}</source>
        <translation>必须是对象 {accelerator, gpus, tokens_per_s, peak_memory_gb} 或 {accelerator, gpus, log}</translation>
    </message>
    <message>
        <source>give tokens_per_s or log, not both (the log gives the speed)</source>
        <translation>tokens_per_s 与 log 只能给一个（日志会给出速度）</translation>
    </message>
    <message>
        <source>is required (or log: the trial run&apos;s log file)</source>
        <translation>必填（或给出 log：试跑的日志文件）</translation>
    </message>
</context>
<context>
    <name>gp::PlanText</name>
    <message>
        <source>full-parameter training</source>
        <translation>全参数训练</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>日期未知</translation>
    </message>
    <message>
        <source>%1 model</source>
        <translation>%1 模型</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 concurrent requests, %2-token context, target %3 tokens/s</source>
        <translation>%1 路并发请求，上下文 %2 token，目标 %3 token/秒</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>秩 %1</translation>
    </message>
    <message>
        <source>deadline %1</source>
        <translation>期限 %1</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>repeated weekly</source>
        <translation>每周重复</translation>
    </message>
    <message>
        <source>physical isolation required</source>
        <translation>要求物理隔离</translation>
    </message>
    <message>
        <source>domestic hardware required</source>
        <translation>要求信创硬件</translation>
    </message>
    <message>
        <source>custom kernels</source>
        <translation>自定义算子</translation>
    </message>
    <message>
        <source>cross-machine expansion within 6 months</source>
        <translation>6 个月内跨机扩展</translation>
    </message>
    <message>
        <source>cross-machine now</source>
        <translation>现在即需跨机</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) fixed</source>
        <translation>
            <numerusform>固定 %n 卡</numerusform>
        </translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>misses deadline</source>
        <translation>超出期限</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>excluded (compliance)</source>
        <translation>合规排除</translation>
    </message>
    <message>
        <source>too slow for the load</source>
        <translation>无法承载负载</translation>
    </message>
    <message>
        <source>network too slow</source>
        <translation>网络太慢</translation>
    </message>
    <message>
        <source>no root access</source>
        <translation>无 root 权限</translation>
    </message>
    <message>
        <source>not feasible</source>
        <translation>不可行</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>feasible</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>帕累托最优</translation>
    </message>
    <message>
        <source>Monthly prices are pro-rated over 720 h a month (monthly / 720) for the pro-rated cost; the billed cost counts whole billing periods (months, days where a day price exists, hours for containers), and the unused rest of a paid period is shown as idle.</source>
        <translation>折算费用按每月 720 小时折算包月价（月价 / 720）；实付费用按完整计费周期计算（包月按整月，有日价时按天，容器实例按小时），已付费但未使用的部分显示为闲置。</translation>
    </message>
    <message>
        <source>Prices are estimates from the catalog and move with the market; check stock and the current price before ordering.</source>
        <translation>价格为价格库中的估算值，随市场变动；下单前请核实库存和当前价格。</translation>
    </message>
    <message>
        <source>GPU Planner: which machine to rent for this job</source>
        <translation>GPU Planner：这个任务该租哪台机器</translation>
    </message>
    <message>
        <source>Prices as of %1.</source>
        <translation>价格截至 %1。</translation>
    </message>
    <message>
        <source>Prices as of %1 (sources: %2).</source>
        <translation>价格截至 %1（来源：%2）。</translation>
    </message>
    <message>
        <source>Job: %1.</source>
        <translation>任务：%1。</translation>
    </message>
    <message>
        <source>No option can run this job as it stands; see the reasons below.</source>
        <translation>按当前条件没有方案能运行此任务；原因见下文。</translation>
    </message>
    <message>
        <source>Cheapest meeting the deadline: %1.</source>
        <translation>满足期限的最便宜方案：%1。</translation>
    </message>
    <message>
        <source>Cheapest: %1.</source>
        <translation>最便宜：%1。</translation>
    </message>
    <message>
        <source>Fastest within the budget: %1.</source>
        <translation>预算内最快：%1。</translation>
    </message>
    <message>
        <source>Fastest: %1.</source>
        <translation>最快：%1。</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>GB need/has</source>
        <translation>GB 需要/可用</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Hours (low–high)</source>
        <translation>小时（低–高）</translation>
    </message>
    <message>
        <source>Pro-rated</source>
        <translation>折算</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>实付</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>不可行原因</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Break-even: monthly bare metal against hourly containers</source>
        <translation>盈亏平衡：包月裸金属对比按量容器实例</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Compute efficiency on %1: %2 of the dense peak, converted from the job&apos;s end-to-end MFU of %3 on this layout (the catalog&apos;s figure is %4); end-to-end MFU of the plan %5.</source>
        <translation>%1 的计算效率：稠密峰值的 %2，由任务给出的端到端 MFU %3 在此并行布局上换算而来（价格库中的数值为 %4）；本方案的端到端 MFU 为 %5。</translation>
    </message>
    <message>
        <source>Compute efficiency on %1: %2 of the dense peak, fitted from your trial runs (the catalog&apos;s figure is %3); end-to-end MFU of the plan %4.</source>
        <translation>%1 的计算效率：稠密峰值的 %2，由您的试跑拟合（价格库中的数值为 %3）；本方案的端到端 MFU 为 %4。</translation>
    </message>
    <message>
        <source>Compute efficiency on %1: %2 of the dense peak expected, %3–%4 for the low/high band (calibrated on published runs, MODEL.md); end-to-end MFU of the plan %5.</source>
        <translation>%1 的计算效率：预计为稠密峰值的 %2，低/高区间 %3–%4（按公开实测校准，见 MODEL.md）；本方案的端到端 MFU 为 %5。</translation>
    </message>
    <message>
        <source>%1 concurrent requests at %2 tokens/s each (%3 tokens/s in all), %4-token context</source>
        <translation>%1 个并发请求，每个 %2 token/秒（共 %3 token/秒），上下文 %4 token</translation>
    </message>
    <message>
        <source>code already runs on CANN</source>
        <translation>代码已能在 CANN 上运行</translation>
    </message>
    <message>
        <source>engineering %1 a person-day</source>
        <translation>工程师每人天 %1</translation>
    </message>
    <message>
        <source>a day saved is worth %1</source>
        <translation>每节省一天值 %1</translation>
    </message>
    <message>
        <source>Billed a month</source>
        <translation>每月计费</translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s) not listed: --format csv or json gives every one.</source>
        <translation>
            <numerusform>另有 %n 个方案未列出：--format csv 或 json 会列出全部。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more machine(s) with other prices: --format json gives every one.</source>
        <translation>
            <numerusform>另有 %n 台价格不同的机器：--format json 会列出全部。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other source(s)</source>
        <translation>
            <numerusform>另有 %n 个来源</numerusform>
        </translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>使用 %1</translation>
    </message>
    <message>
        <source>Time is computed kernel by kernel on the dense peak of the chosen precision (never the sparse or marketing figure): matrix multiplies at the compute efficiency, attention and memory-bound work at their own rates, the kernels and launches of the software above, plus the communication that does not overlap with compute (gradient reduction, tensor-parallel exchanges, pipeline bubble, offload traffic). A trial run&apos;s tokens/s and peak memory (&quot;measured&quot;) replace the model&apos;s figures.</source>
        <translation>时间按所选精度的稠密峰值（绝不用稀疏或宣传数字）逐类算子计算：矩阵乘按计算效率，注意力与访存密集部分按各自速率，加上上述软件的算子与启动开销，以及不能与计算重叠的通信（梯度归约、张量并行交换、流水线气泡、卸载传输）。试跑的 tokens/s 与峰值显存（“measured”）会替代模型的估算。</translation>
    </message>
    <message>
        <source>Hours are the whole run: steady training plus starting, checkpoints, restarts after failures and evaluation (the &quot;Steady h&quot; column is the training alone).</source>
        <translation>小时数是整个运行：稳态训练加上启动、检查点、故障后的重启与评估（“稳态小时”一列只含训练本身）。</translation>
    </message>
    <message>
        <source>Steady h</source>
        <translation>稳态小时</translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1, %n card(s), %3 a month.</source>
        <translation>
            <numerusform>推荐：%1，%n 张卡，每月 %3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1, %n card(s), about %3 a run; a month of weekly runs is billed %4.</source>
        <translation>
            <numerusform>推荐：%1，%n 张卡，每次运行约 %3；每周运行一次，一个月计费 %4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1, %n card(s), about %3; billed %4 (%5 pro-rated).</source>
        <translation>
            <numerusform>推荐：%1，%n 张卡，约 %3；计费 %4（按时折算 %5）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n replica(s), %3 tokens/s per card, %4 tokens/s in all, %5 a month, %6 per million tokens</source>
        <translation>
            <numerusform>%1：%n 个副本，每卡 %3 token/秒，合计 %4 token/秒，每月 %5，每百万 token %6</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 a month for %3 cards is %4 per card-month</source>
        <translation>%1：整机每月 %2，%3 卡，每卡每月 %4</translation>
    </message>
    <message>
        <source>%1; at %2 per card-hour, the hourly container is cheaper even used all month (%3).</source>
        <translation>%1；按每卡时 %2，容器即使整月使用（%3）也更便宜。</translation>
    </message>
    <message>
        <source>%1; at %2 per card-hour, bare metal is cheaper above %3 a month.</source>
        <translation>%1；按每卡时 %2，每月使用超过 %3 时裸金属更便宜。</translation>
    </message>
</context>
<context>
    <name>gp::ReasonText</name>
    <message>
        <source>now</source>
        <translation>现在即需</translation>
    </message>
    <message>
        <source>within 6 months</source>
        <translation>6 个月内</translation>
    </message>
    <message>
        <source>The catalog has no price for this offering.</source>
        <translation>价格库中没有此配置的价格。</translation>
    </message>
    <message>
        <source>The catalog does not describe the accelerator %1.</source>
        <translation>价格库中没有加速卡 %1 的参数。</translation>
    </message>
    <message>
        <source>Excluded: the job requires physical isolation, which a container cannot give.</source>
        <translation>已排除：任务要求物理隔离，容器实例无法提供。</translation>
    </message>
    <message>
        <source>Excluded: the job requires physical isolation, and this machine is not physically isolated.</source>
        <translation>已排除：任务要求物理隔离，而这台机器不是物理隔离的。</translation>
    </message>
    <message>
        <source>Excluded: the job requires domestic (Xinchuang) hardware such as Ascend; %1 is from %2.</source>
        <translation>已排除：任务要求信创硬件（如昇腾）；%1 来自 %2。</translation>
    </message>
    <message>
        <source>Excluded: the job requires domestic (Xinchuang) hardware such as Ascend.</source>
        <translation>已排除：任务要求信创硬件（如昇腾）。</translation>
    </message>
    <message>
        <source>Custom kernels need root access, which this offering does not give.</source>
        <translation>自定义算子需要 root 权限，此配置不提供。</translation>
    </message>
    <message>
        <source>Full-parameter training cannot run on INT8/INT4 weights; train in BF16, or use %1 for a quantised base.</source>
        <translation>全参数训练不能在 INT8/INT4 权重上进行；请用 BF16 训练，或用 %1 训练量化基座。</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 per card, has %2.</source>
        <translation>显存不足：每卡需要 %1，只有 %2。</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 over %2 cards, which have %3.</source>
        <translation>显存不足：%2 张卡共需 %1，只有 %3。</translation>
    </message>
    <message>
        <source>Offloading to host RAM would need %1; the machine has %2 usable.</source>
        <translation>卸载到主机内存需要 %1；这台机器可用 %2。</translation>
    </message>
    <message>
        <source>Misses the deadline: takes about %1, the deadline is %2 (%3 likely to make it).</source>
        <translation>超出期限：约需 %1，期限为 %2（按期完成的可能性 %3）。</translation>
    </message>
    <message>
        <source>Over budget: costs %1, the budget is %2.</source>
        <translation>超出预算：费用 %1，预算为 %2。</translation>
    </message>
    <message>
        <source>its network</source>
        <translation>其网络</translation>
    </message>
    <message>
        <source>Cannot train across %1 machines over %2 (%3 GB/s per machine): communication alone would take %4.</source>
        <translation>无法通过 %2（每台 %3 GB/s）在 %1 台机器间训练：仅通信就需 %4。</translation>
    </message>
    <message>
        <source>Deadline at risk: about %1 expected, up to %2, against %3 (%4 likely to make it).</source>
        <translation>期限有风险：预计约 %1，最多 %2，期限 %3（按期完成的可能性 %4）。</translation>
    </message>
    <message>
        <source>Budget at risk: about %1 against %2 (%3 likely to stay within it).</source>
        <translation>预算有风险：约 %1，预算 %2（不超预算的可能性 %3）。</translation>
    </message>
    <message>
        <source>No FP8 on this accelerator: planned at %1 (%2) instead.</source>
        <translation>此加速卡不支持 FP8：改按 %1（%2）规划。</translation>
    </message>
    <message>
        <source>Tensor parallelism of %1 over PCIe: every layer exchanges activations over a slow link.</source>
        <translation>通过 PCIe 做 %1 路张量并行：每一层都要经慢速链路交换激活。</translation>
    </message>
    <message>
        <source>PCIe all-reduce bottleneck: communication takes %1 of each step (%2 of gradients at %3 GB/s).</source>
        <translation>PCIe all-reduce 瓶颈：通信占每步时间的 %1（%2 梯度，%3 GB/s）。</translation>
    </message>
    <message>
        <source>Over-provisioned: the job needs only %1 of each card&apos;s memory; %2 runs it for %3, %4 times cheaper.</source>
        <translation>配置过剩：任务只用每卡显存的 %1；%2 只需 %3 即可运行，便宜 %4 倍。</translation>
    </message>
    <message>
        <source>Over-provisioned: the job needs only %1 of each card&apos;s memory.</source>
        <translation>配置过剩：任务只用每卡显存的 %1。</translation>
    </message>
    <message>
        <source>Expanding across machines (%1) needs InfiniBand/RDMA, which this machine does not have.</source>
        <translation>跨机扩展（%1）需要 InfiniBand/RDMA 组网，这台机器没有。</translation>
    </message>
    <message>
        <source>Expanding across machines (%1) needs InfiniBand/RDMA; this machine has %2.</source>
        <translation>跨机扩展（%1）需要 InfiniBand/RDMA 组网；这台机器只有 %2。</translation>
    </message>
    <message>
        <source>%1 has it, for %2 more.</source>
        <translation>%1 有，贵 %2。</translation>
    </message>
    <message>
        <source>%1 has it, at no extra cost.</source>
        <translation>%1 有，无需额外费用。</translation>
    </message>
    <message>
        <source>Ascend needs the code ported to CANN (%3): about %1 to %2 person-days, including the custom CUDA kernels.</source>
        <translation>昇腾需要把代码迁移到 CANN（%3）：约 %1 至 %2 人天，含自定义 CUDA 算子。</translation>
    </message>
    <message>
        <source>Ascend needs the code ported to CANN (%3): about %1 to %2 person-days; custom CUDA kernels would add more.</source>
        <translation>昇腾需要把代码迁移到 CANN（%3）：约 %1 至 %2 人天；自定义 CUDA 算子会更多。</translation>
    </message>
    <message>
        <source>Keeps %1 of optimizer state in host RAM (the machine has %2), adding about %3 of transfers.</source>
        <translation>在主机内存中保存 %1 优化器状态（机器有 %2），增加约 %3 传输时间。</translation>
    </message>
    <message>
        <source>Needs %1 machines: a multi-machine cluster is quoted by sales, not rented self-service.</source>
        <translation>需要 %1 台机器：多机集群由销售报价，不能自助租用。</translation>
    </message>
    <message>
        <source>Scaling efficiency at this size: %1.</source>
        <translation>此规模下的扩展效率：%1。</translation>
    </message>
    <message>
        <source>The billing period leaves %1 paid but unused (%2 of idle machine time).</source>
        <translation>计费周期内有 %1 已付费但未使用（机器闲置 %2）。</translation>
    </message>
    <message>
        <source>At %1 of use a month, above the break-even of %2, monthly bare metal (%3) is cheaper than hourly containers.</source>
        <translation>每月使用 %1，高于盈亏平衡点 %2，包月裸金属（%3）比按量容器实例更便宜。</translation>
    </message>
    <message>
        <source>None of the %1 options can run this job as it stands; see each option&apos;s reasons.</source>
        <translation>按当前条件，%1 个方案都无法运行此任务；请看各方案的原因。</translation>
    </message>
    <message>
        <source>Card-count tier on %1 cards: one card is enough; do not pay for more.</source>
        <translation>%1 卡的卡数档位：一张卡就够，不要为更多卡付费。</translation>
    </message>
    <message>
        <source>Card-count tier on %1 cards: 2 to 4 cards, the model must be split.</source>
        <translation>%1 卡的卡数档位：2 至 4 卡，模型必须切分。</translation>
    </message>
    <message>
        <source>Card-count tier on %1 cards: one 8-card machine.</source>
        <translation>%1 卡的卡数档位：一台 8 卡整机。</translation>
    </message>
    <message>
        <source>Card-count tier on %1 cards: a multi-machine cluster, planned separately with sales.</source>
        <translation>%1 卡的卡数档位：多机集群，需与销售单独规划。</translation>
    </message>
    <message>
        <source>Architecture estimated from the parameter count: %1 layers, hidden size %2, %3 heads; give them in the job for a sharper plan.</source>
        <translation>结构由参数量估算：%1 层，隐藏维度 %2，%3 个注意力头；在任务中给出可得到更准确的规划。</translation>
    </message>
    <message>
        <source>The job&apos;s end-to-end MFU of %1 is planned as a compute efficiency of %2 on this layout (the catalog&apos;s figure is %3).</source>
        <translation>任务给出的端到端 MFU %1，在此并行布局上按计算效率 %2 规划（价格库中的数值为 %3）。</translation>
    </message>
    <message>
        <source>The job&apos;s end-to-end MFU of %1 cannot be reached on this layout: communication and pipeline idling alone leave at most %2, which is what is planned.</source>
        <translation>任务给出的端到端 MFU %1 在此并行布局上无法达到：仅通信和流水线空闲就使其最多只有 %2，按此规划。</translation>
    </message>
    <message>
        <source>The catalog does not state this machine&apos;s RAM: with offload it would fit given %1 of host RAM; ask the seller.</source>
        <translation>目录未注明这台机器的内存：把优化器状态卸载到主机内存时，有 %1 主机内存即可放下；请向卖家确认。</translation>
    </message>
    <message>
        <source>Over budget: a month of weekly runs is billed %1, the budget is %2.</source>
        <translation>超出预算：每周运行一次，一个月计费 %1，预算为 %2。</translation>
    </message>
    <message>
        <source>The catalog does not state this machine&apos;s RAM: planned with %1 as on %2, since the layout offloads %3 to host RAM; confirm the RAM with the seller.</source>
        <translation>目录未注明这台机器的内存：按 %2 的 %1 规划，因为此布局要把 %3 卸载到主机内存；请向卖家确认内存。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has it: the same %n card(s) cost %2 more.</source>
        <translation>
            <numerusform>%1 有 IB：同样 %n 张卡贵 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has it: the same %n card(s) cost %2 less.</source>
        <translation>
            <numerusform>%1 有 IB：同样 %n 张卡便宜 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted in the comparison as %1 (%2 person-days at %3 a day).</source>
        <translation>比较时计入 %1（%2 人天，每人天 %3）。</translation>
    </message>
    <message>
        <source>Not counted against Ascend: the job requires domestic hardware.</source>
        <translation>不计入昇腾的成本：任务要求国产硬件。</translation>
    </message>
    <message>
        <source>It finishes within the deadline of %1 (%2 likely).</source>
        <translation>能在 %1的期限内完成（可能性 %2）。</translation>
    </message>
    <message>
        <source>It is expected within the deadline of %1, but only %2 likely: allow more time or more cards.</source>
        <translation>预计能在 %1的期限内完成，但可能性只有 %2：请多留时间或增加卡数。</translation>
    </message>
    <message>
        <source>Only %1 likely to stay within the budget of %2.</source>
        <translation>不超出 %2 预算的可能性只有 %1。</translation>
    </message>
    <message>
        <source>The comparison counts %1 of porting to CANN.</source>
        <translation>比较中计入了迁移到 CANN 的 %1。</translation>
    </message>
    <message>
        <source>Each day the runs take is counted at %1, as the job states.</source>
        <translation>按任务设定，运行每用一天计 %1。</translation>
    </message>
    <message>
        <source>it is over-provisioned for this job</source>
        <translation>它对这个任务配置过剩</translation>
    </message>
    <message>
        <source>its PCIe all-reduce would bottleneck the training</source>
        <translation>它的 PCIe all-reduce 会成为训练瓶颈</translation>
    </message>
    <message>
        <source>it has no InfiniBand for the planned expansion</source>
        <translation>它没有计划中跨机扩展所需的 InfiniBand</translation>
    </message>
    <message>
        <source>%1 would cost %2 less, but is set aside: %3.</source>
        <translation>%1便宜 %2，但未选用：%3。</translation>
    </message>
    <message>
        <source>, counting porting,</source>
        <translation>（含迁移成本）</translation>
    </message>
    <message>
        <source>Runner-up: %1, %2 more a month.</source>
        <translation>次选：%1，每月多 %2。</translation>
    </message>
    <message>
        <source>Runner-up: %1 costs %2 more%3</source>
        <translation>次选：%1贵 %2%3</translation>
    </message>
    <message>
        <source>Runner-up: %1 costs %2 less%3</source>
        <translation>次选：%1便宜 %2%3</translation>
    </message>
    <message>
        <source> a run</source>
        <translation>（每次运行）</translation>
    </message>
    <message>
        <source>%1 and saves about %2%3.</source>
        <translation>%1，约节省 %2%3。</translation>
    </message>
    <message>
        <source>%1 and takes about %2 longer%3.</source>
        <translation>%1，约多用 %2%3。</translation>
    </message>
    <message>
        <source>%1 for about the same time.</source>
        <translation>%1，用时大致相同。</translation>
    </message>
    <message>
        <source>about %1, %2</source>
        <translation>约 %1，%2</translation>
    </message>
    <message>
        <source>%1 would run it with a budget of %2 (%3).</source>
        <translation>预算提高到 %2 时，%1 可以运行（%3）。</translation>
    </message>
    <message>
        <source>%1 would run it with a deadline of %2 (%3).</source>
        <translation>期限放宽到 %2 时，%1 可以运行（%3）。</translation>
    </message>
    <message>
        <source>%1 would run it with a budget of %2 and a deadline of %3 (%4).</source>
        <translation>预算 %2、期限 %3 时，%1 可以运行（%4）。</translation>
    </message>
    <message>
        <source>Hybrid plan: iterate on %1 (%2 a run, %3 a month), and sprint by the hour on %4 (%5, %6 a run).</source>
        <translation>混合方案：在 %1 上迭代（每次 %2，每月 %3），冲刺时按小时租用 %4（%5，每次 %6）。</translation>
    </message>
    <message>
        <source>%1 less (counting porting)</source>
        <translation>便宜 %1（含迁移成本）</translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation>便宜 %1</translation>
    </message>
    <message>
        <source>%1 would cost %2 but is expected to take about %3, past the deadline of %4 (%5 likely to make it); a deadline of %6 would make it a safe choice.</source>
        <translation>%1%2，但预计约需 %3，超过 %4的期限（按期完成的可能性 %5）；期限放宽到 %6即可稳妥选用。</translation>
    </message>
    <message>
        <source>restarts after about %1 expected failures (%2)</source>
        <translation>预计约 %1 次故障后的重启（%2）</translation>
    </message>
    <message>
        <source>restarts after a failure (%1; fewer than one run in ten has one)</source>
        <translation>故障后的重启（%1；不到十分之一的运行会遇到一次）</translation>
    </message>
    <message>
        <source>The whole run adds %1 to %2 of steady training: starting (%3), checkpoints (%4 every %5, %6 in all), %7 and evaluation (%8).</source>
        <translation>整个运行在 %2 的稳态训练之外再加 %1：启动（%3），检查点（每 %5 一次 %4，共 %6），%7，以及评估（%8）。</translation>
    </message>
    <message>
        <source>%1 does not run on this card: planned with %2, its counterpart here.</source>
        <translation>%1 不能在这种卡上运行：按它在这里的对应软件 %2 规划。</translation>
    </message>
    <message>
        <source>%1 needs %2 a card, more than its %3</source>
        <translation>%1 每张卡需要 %2，超过其 %3</translation>
    </message>
    <message>
        <source>Planned at %1 MFU, the best published run of this size on this card (%2): the layout alone would promise more.</source>
        <translation>按 %1 MFU 规划，这是同等规模在这种卡上公开过的最好结果（%2）：单看并行布局会得出更高的数字。</translation>
    </message>
    <message>
        <source>Pro-rated by the hour (the monthly price / 720 x hours), the two cost about the same.</source>
        <translation>按小时折算（月价 / 720 × 小时数），两者花费大致相同。</translation>
    </message>
    <message>
        <source>Pro-rated by the hour (the monthly price / 720 x hours): %1 more.</source>
        <translation>按小时折算（月价 / 720 × 小时数）：多 %1。</translation>
    </message>
    <message>
        <source>Pro-rated by the hour (the monthly price / 720 x hours): %1 less.</source>
        <translation>按小时折算（月价 / 720 × 小时数）：少 %1。</translation>
    </message>
    <message>
        <source>Before signing for %1, try the job by the hour on %2:</source>
        <translation>签约 %1之前，先在 %2上按小时试跑：</translation>
    </message>
    <message>
        <source>1 card for %1 (%2) checks the environment and the baseline speed</source>
        <translation>1 卡跑 %1（%2），验证环境并测基线速度</translation>
    </message>
    <message>
        <source>%1 cards for %2 (%3) measure the real speed-up</source>
        <translation>%1 卡跑 %2（%3），实测加速比</translation>
    </message>
    <message>
        <source>(about %1 tokens/s expected)</source>
        <translation>（预计约 %1 token/秒）</translation>
    </message>
    <message>
        <source>The whole model does not fit on these cards: run it with fewer layers.</source>
        <translation>完整模型放不进这些卡：减少层数来试跑。</translation>
    </message>
    <message>
        <source>Where the whole model does not fit, run it with fewer layers.</source>
        <translation>完整模型放不下的一步，减少层数来试跑。</translation>
    </message>
    <message>
        <source>Together %1. Enter the measured tokens/s as the job&apos;s trial runs and the plan is made again from them.</source>
        <translation>合计 %1。把实测的 token/秒填入任务的试跑记录，规划会据此重新计算。</translation>
    </message>
    <message>
        <source>The catalog has no hourly container of the recommended card: this trial checks the code, the software and its speed-up, not the machine&apos;s own speed; measure that in its first hours.</source>
        <translation>价格库中没有推荐卡型的按小时容器：这次试跑验证的是代码、软件和加速比，不是这台机器本身的速度；机器到手后的头几个小时再测。</translation>
    </message>
    <message>
        <source>The plan&apos;s %1 cards assume %2 scaling efficiency; below %3 a run no longer fits the week: then plan more cards or fewer tokens a run.</source>
        <translation>规划的 %1 卡按 %2 的扩展效率计算；低于 %3 时一次运行就放不进一周：那就增加卡数或减少每次的 token 数。</translation>
    </message>
    <message>
        <source>The plan&apos;s %1 cards assume %2 scaling efficiency; below %3 they miss the deadline: then plan more cards or more time.</source>
        <translation>规划的 %1 卡按 %2 的扩展效率计算；低于 %3 就赶不上期限：那就增加卡数或放宽时间。</translation>
    </message>
    <message>
        <source>The plan&apos;s %1 cards assume %2 scaling efficiency: a lower measured speed-up lengthens the run in proportion.</source>
        <translation>规划的 %1 卡按 %2 的扩展效率计算：实测加速比更低时，运行时间按比例延长。</translation>
    </message>
    <message>
        <source>Misses the deadline of %1 counted from the order: the machine is delivered in about %2 and the run takes about %3 more.</source>
        <translation>从下单算起赶不上 %1的期限：机器约 %2后交付，运行还要约 %3。</translation>
    </message>
    <message>
        <source>The catalog has no hourly container of this card to bridge the wait with.</source>
        <translation>价格库中没有这种卡的按小时容器可用于过渡等待期。</translation>
    </message>
    <message>
        <source>The cost counts %1 of porting to CANN.</source>
        <translation>费用已计入迁移到 CANN 的 %1。</translation>
    </message>
    <message>
        <source>Deadline at risk: delivery in about %1, then about %2 expected, up to %3, against %4 from the order (%5 likely to make it).</source>
        <translation>期限有风险：约 %1后交付，之后预计运行约 %2，最长 %3，而从下单起只有 %4（按时完成的可能性 %5）。</translation>
    </message>
    <message>
        <source>Weekly cadence at risk: a run takes about %1, up to %2, against a week of %3 (%4 likely to finish within it).</source>
        <translation>每周节奏有风险：一次运行约 %1，最长 %2，而一周只有 %3（一周内跑完的可能性 %4）。</translation>
    </message>
    <message numerus="yes">
        <source>The run&apos;s last month is billed whole for %n day(s) of use</source>
        <translation>
            <numerusform>运行的最后一个月只用了 %n 天，却按整月计费</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The month is billed whole for %n day(s) of use</source>
        <translation>
            <numerusform>只用 %n 天，却按整月计费</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2; pro-rated by the hour, the run costs %3). The catalog has no day price for this machine: renting by the day beats the month below %4 a day, so ask the seller for one.</source>
        <translation>%1（%2；按小时折算，这次运行花费 %3）。价格库中没有这台机器的日租价：日租价低于每天 %4 时按天租比包月划算，可向商家询价。</translation>
    </message>
    <message>
        <source>A run finishes within the week of %1 (%2 likely).</source>
        <translation>一次运行可在一周的 %1内完成（可能性 %2）。</translation>
    </message>
    <message>
        <source>A run is expected within the week of %1, but only %2 likely: some weeks the next run starts late; allow more cards or fewer tokens a run.</source>
        <translation>一次运行预计能在一周的 %1内完成，但可能性只有 %2：有些周下一次运行会推迟开始；可增加卡数或减少每次的 token 数。</translation>
    </message>
    <message>
        <source>The comparison counts %1 of porting to CANN: %2 in all.</source>
        <translation>比较中计入了迁移到 CANN 的 %1：合计 %2。</translation>
    </message>
    <message>
        <source>Porting the code to CANN (about %1 person-days, %2) is needed on every option, so it is not compared; budget for it beside the bill.</source>
        <translation>每个方案都需要把代码迁移到 CANN（约 %1 人天，%2），因此不参与比较；请在账单之外为它留出预算。</translation>
    </message>
    <message>
        <source>The catalog states no delivery time for %1: ask the seller when it can be in hand before counting on the deadline of %2.</source>
        <translation>价格库未注明 %1 的交付时间：指望 %2 的期限之前，先向商家确认何时能到手。</translation>
    </message>
    <message>
        <source>Order %1 about %2 ahead: the seller typically delivers it in that time, and the deadline of %3 counts it.</source>
        <translation>%1 请提前约 %2 下单：商家通常需要这么长时间交付，%3 的期限已计入这段时间。</translation>
    </message>
    <message>
        <source>Order %1 about %2 ahead: the seller typically delivers it in that time.</source>
        <translation>%1 请提前约 %2 下单：商家通常需要这么长时间交付。</translation>
    </message>
    <message numerus="yes">
        <source>Cannot rent %n card(s) here: at most %2.</source>
        <translation>
            <numerusform>此处无法租用 %n 张卡：最多 %2 张。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No parallel layout splits the model over %n card(s) (it has %2 attention heads and %3 layers).</source>
        <translation>
            <numerusform>没有并行布局能把模型切分到 %n 张卡上（模型有 %2 个注意力头、%3 层）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Misses the serving target: %1 tokens/s on %n card(s); %3 concurrent requests at %4 tokens/s each need %5 tokens/s.</source>
        <translation>
            <numerusform>达不到服务目标：%n 张卡上 %1 token/秒；%3 个并发请求、每个 %4 token/秒，共需 %5 token/秒。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Misses the serving target: %1 tokens/s on %n card(s), the target is %3 tokens/s.</source>
        <translation>
            <numerusform>达不到服务目标：%n 张卡 %1 token/秒，目标为 %3 token/秒。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %2 by the hour finish the run alone in about %3 (%4), before the machine would arrive.</source>
        <translation>
            <numerusform>按小时租 %2 的 %n 张卡，单独约 %3 即可跑完（%4），早于机器到货。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bridge: start now on %n card(s) of %2 (%3 until the machine arrives), then move the run to it: done in about %4, %5 in all.</source>
        <translation>
            <numerusform>过渡方案：现在先用 %2 的 %n 张卡开跑（机器到货前共 %3），到货后迁到机器上继续：约 %4 完成，总计 %5。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cannot keep the weekly cadence: one run takes about %1 on %n card(s), longer than a week (%3).</source>
        <translation>
            <numerusform>跟不上每周迭代：%n 张卡上一次运行约需 %1，超过一周（%3）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 needs %n card(s), %3 each, and about %4</source>
        <translation>
            <numerusform>%1 需要 %n 张卡，每张 %3，约 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %1, %2 runs this job on %n card(s) with %4 each in about %5, where %6: worth a trial if your code can move to it.</source>
        <translation>
            <numerusform>在 %1 上，%2 用 %n 张卡、每张 %4，约 %5 即可跑完这个任务，而 %6：如果代码能迁过去，值得试跑。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Memory follows your trial run: %1 per card reported on %n card(s) where the model gave %3; activations and overhead are scaled by %4.</source>
        <translation>
            <numerusform>显存按你们的试跑计：%n 张卡上每张报告 %1，模型估算为 %3；激活与开销按 %4 倍缩放。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compute efficiency fitted from your %1 on up to %n card(s): %3 MFU measured, %4 of the dense peak for the kernels.</source>
        <translation>
            <numerusform>根据您的%1（最多 %n 卡）拟合计算效率：实测 MFU %3，算子达到稠密峰值的 %4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trial run(s)</source>
        <translation>
            <numerusform> %n 次试跑</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s). Each weekly run takes about %3; a month of runs is billed %4. It is the only option that keeps the cadence and meets every requirement.</source>
        <translation>
            <numerusform>推荐：%1，%n 张卡。每周一次，每次约 %3；一个月的运行计费 %4。它是唯一能保持节奏并满足全部要求的方案。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s), billed %3 a month, the only option that meets the serving target and every requirement.</source>
        <translation>
            <numerusform>推荐：%1，%n 张卡，每月计费 %3，是唯一满足服务目标和全部要求的方案。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s), about %3, billed %4, the only option that meets every requirement.</source>
        <translation>
            <numerusform>推荐：%1，%n 张卡，约 %3，计费 %4，是唯一满足全部要求的方案。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s). Each weekly run takes about %3; a month of runs is billed %4, the lowest of the %5 options that keep the cadence and meet every requirement.</source>
        <translation>
            <numerusform>推荐：%1，%n 张卡。每周一次运行约需 %3；一个月的运行计费 %4，在 %5 个跟得上节奏且满足全部要求的方案中最低。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s), billed %3 a month, the lowest of the %4 options that meet the serving target and every requirement.</source>
        <translation>
            <numerusform>推荐：%1，%n 张卡，每月计费 %3，在 %4 个达到服务目标且满足全部要求的方案中最低。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 on %n card(s), about %3, billed %4, the lowest cost of the %5 options that meet every requirement.</source>
        <translation>
            <numerusform>推荐：%1，%n 张卡，约 %3，计费 %4，在 %5 个满足全部要求的方案中成本最低。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would run it on %n card(s) (%3).</source>
        <translation>
            <numerusform>用 %n 张卡时，%1 可以运行（%3）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would run it as a LoRA fine-tune instead of full training, on %n card(s) (%3).</source>
        <translation>
            <numerusform>改用 LoRA 微调而非全参数训练时，%1 用 %n 张卡可以运行（%3）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would run it as QLoRA on a 4-bit base, on %n card(s) (%3).</source>
        <translation>
            <numerusform>改用 4 位基座的 QLoRA 时，%1 用 %n 张卡可以运行（%3）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would serve it in %2, on %n card(s) (%4).</source>
        <translation>
            <numerusform>改用 %2 提供服务时，%1 用 %n 张卡可以运行（%4）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would cost %2 less, but is delivered in about %3, too late for the deadline of %4 with its run. Bridge: start now on %n card(s) of %6 (%7 until the machine arrives), then move the run to it: done in about %8, %9 in all.</source>
        <translation>
            <numerusform>%1 便宜 %2，但约 %3 后才交付，加上运行时间赶不上 %4 的期限。过渡方案：现在先用 %6 的 %n 张卡开跑（机器到货前共 %7），到货后迁到机器上继续：约 %8 完成，总计 %9。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s) of %3, run of %4</source>
        <translation>
            <numerusform>%1，%3 共 %n 卡，运行于 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n card(s) of %3</source>
        <translation>
            <numerusform>%1，%3 共 %n 卡</numerusform>
        </translation>
    </message>
    <message>
        <source>Speed from your trial log %1 (%2): %3 tokens/s over steps %4-%5, where the model planned %6 tokens/s (the run reaches %7 of it).</source>
        <translation>速度取自您的试跑日志 %1（%2）：第 %4-%5 步 %3 token/秒，模型原先估算 %6 token/秒（实测为其 %7）。</translation>
    </message>
    <message>
        <source>Speed from your trial log %1 (%2): %3 tokens/s over steps %4-%5.</source>
        <translation>速度取自您的试跑日志 %1（%2）：第 %4-%5 步 %3 token/秒。</translation>
    </message>
    <message numerus="yes">
        <source>%n warm-up report(s)</source>
        <translation>
            <numerusform>%n 条预热记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) slower than twice the median</source>
        <translation>
            <numerusform>%n 条慢于中位数两倍的记录</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>已剔除：%1。</translation>
    </message>
    <message>
        <source>The log gives no memory figure, so memory stays the model&apos;s.</source>
        <translation>日志没有显存数据，显存仍按模型估算。</translation>
    </message>
    <message>
        <source>Peak memory %1 per card, where the model planned %2.</source>
        <translation>每卡峰值显存 %1，模型原先估算 %2。</translation>
    </message>
    <message>
        <source>Peak memory %1 per card.</source>
        <translation>每卡峰值显存 %1。</translation>
    </message>
    <message>
        <source>The log is 64 MB or more: its first megabyte and last 8 MB were read.</source>
        <translation>日志不小于 64 MB：只读取了开头 1 MB 和末尾 8 MB。</translation>
    </message>
    <message>
        <source>;</source>
        <comment>between two trial steps</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>.</source>
        <comment>after the last trial step</comment>
        <translation>。</translation>
    </message>
</context>
<context>
    <name>gp::RentalSteps</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 卡</numerusform>
        </translation>
    </message>
    <message>
        <source>Try it by the hour on %1: %2, %3 each, %4.</source>
        <translation>先在 %1上按小时试跑：%2，每步 %3，共 %4。</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>，再 </translation>
    </message>
    <message>
        <source>Scaling measured under %1 (planned %2) no longer fits the week.</source>
        <translation>实测扩展效率低于 %1（计划 %2）时，一轮就放不进一周。</translation>
    </message>
    <message>
        <source>Scaling measured under %1 (planned %2) misses the date.</source>
        <translation>实测扩展效率低于 %1（计划 %2）时会错过期限。</translation>
    </message>
    <message>
        <source>Ask for a day rate: under %1 a day beats the month.</source>
        <translation>询问日租价：每天低于 %1 就比包月划算。</translation>
    </message>
    <message>
        <source>%1 is %2 cheaper but arrives too late: bridge on %3 by the hour until it does (%4 in all, done in about %5).</source>
        <translation>%1 便宜 %2，但交付太晚：到货前先用按小时的 %3 过渡（共 %4，约 %5 完成）。</translation>
    </message>
    <message>
        <source>Delivery time not stated: ask the seller for the date.</source>
        <translation>未标明交付时间：向卖方确认到货日期。</translation>
    </message>
    <message>
        <source>Order about %1 ahead (typical delivery).</source>
        <translation>提前约 %1 下单（通常的交付时间）。</translation>
    </message>
</context>
<context>
    <name>gp::TradeText</name>
    <message>
        <source>%1 costs %3 less than %2 for the same time.</source>
        <translation>%1 比 %2 便宜 %3，耗时相同。</translation>
    </message>
    <message>
        <source>%1 costs %3 more than %2 for the same time.</source>
        <translation>%1 比 %2 贵 %3，耗时相同。</translation>
    </message>
    <message>
        <source>%1 is both cheaper than %2 (by %3) and faster (by %4).</source>
        <translation>%1 比 %2 更便宜（省 %3）也更快（快 %4）。</translation>
    </message>
    <message>
        <source>%1 saves %3 against %2 and takes %4 longer.</source>
        <translation>%1 比 %2 省 %3，但多用 %4。</translation>
    </message>
    <message>
        <source>%1 costs %3 more than %2 and finishes %4 sooner.</source>
        <translation>%1 比 %2 贵 %3，但早 %4 完成。</translation>
    </message>
    <message>
        <source>%1 costs %3 more than %2 and takes %4 longer.</source>
        <translation>%1 比 %2 贵 %3，且多用 %4。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 less, about %3 against the deadline of %4 (%5 likely).</source>
        <translation>%1：便宜 %2，约需 %3，期限为 %4（把握 %5）。</translation>
    </message>
</context>
<context>
    <name>gp::TrialLog</name>
    <message>
        <source>the JSON ends before it closes</source>
        <translation>JSON 未闭合就结束了</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>no &quot;log_history&quot; list</source>
        <translation>没有 &quot;log_history&quot; 列表</translation>
    </message>
    <message>
        <source>its log_history has no &quot;train_runtime&quot;: the run has not finished, or logged no timing</source>
        <translation>其 log_history 中没有 &quot;train_runtime&quot;：训练尚未结束，或没有记录计时</translation>
    </message>
    <message>
        <source>a line that is not a JSON object</source>
        <translation>有一行不是 JSON 对象</translation>
    </message>
    <message>
        <source>an entry without a readable &quot;current_steps&quot; and &quot;elapsed_time&quot;</source>
        <translation>有一条记录缺少可读的 &quot;current_steps&quot; 和 &quot;elapsed_time&quot;</translation>
    </message>
    <message>
        <source>no two training entries %1 s or more apart in &quot;elapsed_time&quot;</source>
        <translation>没有两条 &quot;elapsed_time&quot; 相隔 %1 秒或以上的训练记录</translation>
    </message>
    <message numerus="yes">
        <source>only warm-up: %n report(s), each the first of a start or within its first %1 steps</source>
        <translation>
            <numerusform>只有预热：%n 条报告，每条都是某次启动的第一条报告或在其前 %1 步之内</numerusform>
        </translation>
    </message>
    <message>
        <source>its reports give neither the time of a step nor a rate</source>
        <translation>其报告既没有每步时间，也没有速率</translation>
    </message>
    <message>
        <source>its last report is cut off before the end of its line</source>
        <translation>最后一条报告在行尾之前被截断</translation>
    </message>
    <message>
        <source>a report line without its iteration number (&quot;iteration N/M&quot;)</source>
        <translation>有一行报告缺少迭代序号（&quot;iteration N/M&quot;）</translation>
    </message>
    <message>
        <source>a report line without a readable elapsed time per iteration</source>
        <translation>有一行报告缺少可读的每次迭代耗时</translation>
    </message>
    <message>
        <source>a report line without its step (&quot;global_step&quot;)</source>
        <translation>有一行报告缺少步数（&quot;global_step&quot;）</translation>
    </message>
    <message>
        <source>a report line without a readable train_step_timing</source>
        <translation>有一行报告缺少可读的 train_step_timing</translation>
    </message>
    <message>
        <source>a throughput line without its step (&quot;global_step=&quot;)</source>
        <translation>有一行吞吐记录缺少步数（&quot;global_step=&quot;）</translation>
    </message>
    <message>
        <source>a throughput line without a readable samples per second</source>
        <translation>有一行吞吐记录缺少可读的每秒样本数</translation>
    </message>
    <message>
        <source>a pipeline line without its step (&quot;steps: N&quot;)</source>
        <translation>有一行流水线记录缺少步数（&quot;steps: N&quot;）</translation>
    </message>
    <message>
        <source>a pipeline line without a readable iter time</source>
        <translation>有一行流水线记录缺少可读的 iter time</translation>
    </message>
    <message>
        <source>a metrics line without its step (&quot;Step N |&quot;)</source>
        <translation>有一行指标记录缺少步数（&quot;Step N |&quot;）</translation>
    </message>
    <message>
        <source>a metrics line without a readable tokens_per_second_per_gpu</source>
        <translation>有一行指标记录缺少可读的 tokens_per_second_per_gpu</translation>
    </message>
    <message>
        <source>no line with &quot;elapsed time per iteration (ms)&quot;: the run stopped before its first report</source>
        <translation>没有含 &quot;elapsed time per iteration (ms)&quot; 的行：训练在第一次报告之前就停止了</translation>
    </message>
    <message>
        <source>no line with &quot;train_step_timing in s&quot;: the run stopped before its first report</source>
        <translation>没有含 &quot;train_step_timing in s&quot; 的行：训练在第一次报告之前就停止了</translation>
    </message>
    <message>
        <source>no throughput line (&quot;CurrSamplesPerSec=&quot; or &quot;iter time (s):&quot;): steps_per_print may be larger than the steps run</source>
        <translation>没有吞吐记录（&quot;CurrSamplesPerSec=&quot; 或 &quot;iter time (s):&quot;）：steps_per_print 可能大于实际运行的步数</translation>
    </message>
    <message>
        <source>no metrics line with &quot;tokens_per_second_per_gpu&quot;</source>
        <translation>没有含 &quot;tokens_per_second_per_gpu&quot; 的指标行</translation>
    </message>
    <message>
        <source>%1: a %2 log with no step timings: %3</source>
        <translation>%1：%2 日志中没有每步计时：%3</translation>
    </message>
    <message>
        <source>%1: damaged %2 log at line %3: %4</source>
        <translation>%1：%2 日志第 %3 行已损坏：%4</translation>
    </message>
    <message>
        <source>%1: damaged %2 log: %3</source>
        <translation>%1：%2 日志已损坏：%3</translation>
    </message>
    <message>
        <source>%1: truncated %2 log, cut at line %3: %4</source>
        <translation>%1：%2 日志不完整，在第 %3 行被截断：%4</translation>
    </message>
    <message>
        <source>%1: truncated %2 log: %3</source>
        <translation>%1：%2 日志不完整：%3</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>tokens the log counts</source>
        <translation>日志统计的 token 数</translation>
    </message>
    <message>
        <source>the log&apos;s rate per card × the cards</source>
        <translation>日志中的单卡速率 × 卡数</translation>
    </message>
    <message>
        <source>the log&apos;s global batch × the job&apos;s sequence length</source>
        <translation>日志中的全局批量 × 任务的序列长度</translation>
    </message>
    <message>
        <source>the log&apos;s samples per second × the job&apos;s sequence length</source>
        <translation>日志中的每秒样本数 × 任务的序列长度</translation>
    </message>
    <message>
        <source>the job&apos;s tokens per step</source>
        <translation>任务的每步 token 数</translation>
    </message>
    <message>
        <source>%1 s per step</source>
        <translation>每步 %1 秒</translation>
    </message>
    <message>
        <source>%1 tokens/s over all cards (%2)</source>
        <translation>全部卡合计 %1 tokens/s（%2）</translation>
    </message>
    <message>
        <source>tokens/s unknown: the log gives no tokens or batch, and the job no sequence length or tokens per step</source>
        <translation>tokens/s 未知：日志没有给出 token 数或批量，任务也没有序列长度或每步 token 数</translation>
    </message>
    <message numerus="yes">
        <source>Steady: %n report(s), steps %1: %2.</source>
        <translation>
            <numerusform>稳态：%n 条报告，第 %1 步：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Peak memory: not in the log.</source>
        <translation>峰值显存：日志中没有。</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>Peak memory: %1 GB per card (%2).</source>
        <translation>峰值显存：每卡 %1 GB（%2）。</translation>
    </message>
    <message>
        <source>%1: the log is empty</source>
        <translation>%1：日志是空的</translation>
    </message>
    <message>
        <source>%1: damaged: binary data (a NUL byte) where a text log was expected</source>
        <translation>%1：已损坏：应为文本日志，却含有二进制数据（NUL 字节）</translation>
    </message>
    <message>
        <source>%1: not a training log GPU Planner reads: expected a Megatron-LM, MindSpeed, NeMo, DeepSpeed or torchtune log, a trainer_state.json or a LLaMA-Factory trainer_log.jsonl</source>
        <translation>%1：不是 GPU Planner 能读取的训练日志：应为 Megatron-LM、MindSpeed、NeMo、DeepSpeed 或 torchtune 日志、trainer_state.json，或 LLaMA-Factory 的 trainer_log.jsonl</translation>
    </message>
    <message numerus="yes">
        <source>%1 log: %n step report(s), steps %2.</source>
        <translation>
            <numerusform>%1 日志：%n 条步骤报告，第 %2 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>The log gives only the whole run&apos;s average, warm-up included.</source>
        <translation>日志只给出整个训练的平均值，其中包含预热。</translation>
    </message>
    <message numerus="yes">
        <source>Skipped as warm-up: %n report(s), the first of each start and any within its first 3 steps.</source>
        <translation>
            <numerusform>作为预热跳过：%n 条报告（每次启动的第一条报告，以及其前 3 步之内的报告）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dropped: %n report(s) slower than twice the median (%1 s per step).</source>
        <translation>
            <numerusform>剔除：%n 条报告慢于中位数的两倍（中位数为每步 %1 秒）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dropped: %n report(s) slower than twice the median.</source>
        <translation>
            <numerusform>剔除：%n 条报告慢于中位数的两倍。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The log says %n card(s).</source>
        <translation>
            <numerusform>日志显示共 %n 张卡。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run started %1.</source>
        <translation>训练开始于 %1。</translation>
    </message>
    <message>
        <source>the file changed size while it was read</source>
        <translation>读取过程中文件大小发生了变化</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <source>%1: a folder, not a log file</source>
        <translation>%1：这是文件夹，不是日志文件</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1：不是普通文件</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: 64 MB or more, and a %2 is one JSON document that cannot be read from its end</source>
        <translation>%1：文件达到 64 MB 或以上，而 %2 是一个完整的 JSON 文档，无法只读取其末尾</translation>
    </message>
    <message>
        <source>64 MB or more: only its first 1 MB and last 8 MB were read.</source>
        <translation>文件达到 64 MB 或以上：只读取了开头 1 MB 和末尾 8 MB。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the figures of a sentence</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a sentence after the one before</comment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>gp::Units</name>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>day</source>
        <translation>天</translation>
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
        <translation>%1 ×%2 台</translation>
    </message>
</context>
<context>
    <name>gp::cli::Cli</name>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Output format: text, json or csv.</source>
        <translation>输出格式：text、json 或 csv。</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Write the report to FILE.</source>
        <translation>把报告写入 FILE。</translation>
    </message>
    <message>
        <source>Language of the output: zh_CN or en.</source>
        <translation>输出语言：zh_CN 或 en。</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>--lang: must be zh_CN or en, not &quot;%1&quot;</source>
        <translation>--lang：必须是 zh_CN 或 en，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no command given; try --help</source>
        <translation>未给出命令；请看 --help</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; try --help</source>
        <translation>未知命令 &quot;%1&quot;；请看 --help</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>价格库：%1</translation>
    </message>
    <message>
        <source>No display, so no window: wrote the default job&apos;s PDF summary to %1</source>
        <translation>没有显示器，因此不打开窗口：已将默认任务的 PDF 摘要写入 %1</translation>
    </message>
    <message>
        <source>plan takes exactly one job file; try --help</source>
        <translation>plan 只接受一个任务文件；请看 --help</translation>
    </message>
    <message>
        <source>--format: must be text, json or csv, not &quot;%1&quot;</source>
        <translation>--format：必须是 text、json 或 csv，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: cannot read the job file: %2</source>
        <translation>%1：无法读取任务文件：%2</translation>
    </message>
    <message>
        <source>%1: offerings: unknown offering id &quot;%2&quot;</source>
        <translation>%1：offerings：未知的配置 ID &quot;%2&quot;</translation>
    </message>
    <message>
        <source>report takes exactly one job file; try --help</source>
        <translation>report 只接受一个任务文件；请看 --help</translation>
    </message>
    <message>
        <source>report: -o FILE.pdf is required</source>
        <translation>report：必须给出 -o FILE.pdf</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>--format: must be text or json for catalog list, not &quot;%1&quot;</source>
        <translation>--format：catalog list 只支持 text 或 json，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>catalog export takes one output file; try --help</source>
        <translation>catalog export 需要一个输出文件；请看 --help</translation>
    </message>
    <message>
        <source>%1: cannot write the export: %2</source>
        <translation>%1：无法写入导出文件：%2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n offering(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个配置写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices observed up to %1</source>
        <translation>价格观测截至 %1</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Current price</source>
        <translation>当前价格</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>观测日期</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>catalog import: show what would change, change nothing.</source>
        <translation>catalog import：只显示将要更改的内容，不做任何更改。</translation>
    </message>
    <message>
        <source>catalog: expected &quot;list&quot;, &quot;export FILE&quot; or &quot;import FILE&quot;; try --help</source>
        <translation>catalog：应为 &quot;list&quot;、&quot;export FILE&quot; 或 &quot;import FILE&quot;；请看 --help</translation>
    </message>
    <message>
        <source>catalog import takes one JSON or CSV file; try --help</source>
        <translation>catalog import 需要一个 JSON 或 CSV 文件；请看 --help</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message numerus="yes">
        <source>%n bad row(s) in %1: nothing was imported.</source>
        <translation>
            <numerusform>%1 中有 %n 行有误：未导入任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import of %1 into %2</source>
        <translation>将 %1 导入 %2</translation>
    </message>
    <message>
        <source>New offerings: %1</source>
        <translation>新增配置：%1</translation>
    </message>
    <message>
        <source>Changed offerings: %1</source>
        <translation>变更配置：%1</translation>
    </message>
    <message>
        <source>Price changes: %1</source>
        <translation>价格变动：%1</translation>
    </message>
    <message>
        <source>Removed offerings: %1</source>
        <translation>移除配置：%1</translation>
    </message>
    <message>
        <source>Unchanged offerings: %1</source>
        <translation>未变配置：%1</translation>
    </message>
    <message>
        <source>New price rows: %1, updated price rows: %2</source>
        <translation>新增价格行：%1，更新价格行：%2</translation>
    </message>
    <message>
        <source>New accelerators: %1, changed accelerators: %2</source>
        <translation>新增加速卡：%1，变更加速卡：%2</translation>
    </message>
    <message>
        <source>Dry run: nothing was changed.</source>
        <translation>试运行：未做任何更改。</translation>
    </message>
    <message>
        <source>Nothing to change.</source>
        <translation>没有需要更改的内容。</translation>
    </message>
    <message>
        <source>Applied to %1.</source>
        <translation>已应用到 %1。</translation>
    </message>
    <message>
        <source>Use the catalog in FILE (or a team catalog at postgresql://user@host[:port]/db) instead of the per-user catalog.</source>
        <translation>使用 FILE 中的价格库（或位于 postgresql://user@host[:port]/db 的团队价格库），而不是当前用户的价格库。</translation>
    </message>
    <message>
        <source>No display, so no window: wrote the job&apos;s PDF summary to %1</source>
        <translation>没有显示器，因此不打开窗口：已将该任务的 PDF 摘要写入 %1</translation>
    </message>
    <message>
        <source>plan, report, catalog or calibration</source>
        <translation>plan、report、catalog 或 calibration</translation>
    </message>
    <message>
        <source>calibration takes no arguments; try --help</source>
        <translation>calibration 不接受参数；请参见 --help</translation>
    </message>
    <message>
        <source>catalog import: apply a whole-catalog file even when it removes more than half of the catalog&apos;s offerings.</source>
        <translation>catalog import：即使整库文件会移除价格库中一半以上的配置，也照样应用。</translation>
    </message>
    <message>
        <source>%1: cannot read the job file: not a regular file (a FIFO, a device or a socket)</source>
        <translation>%1：无法读取任务文件：不是普通文件（是 FIFO、设备或套接字）</translation>
    </message>
    <message>
        <source>%1: cannot read the job file: it is larger than %2 KB, far more than any job</source>
        <translation>%1：无法读取任务文件：文件超过 %2 KB，远大于任何任务文件</translation>
    </message>
    <message>
        <source>Warning: this import removes %1 of the %2 offerings in the catalog.</source>
        <translation>警告：此次导入将移除价格库 %2 个配置中的 %1 个。</translation>
    </message>
    <message>
        <source>the import would remove %1 of the %2 offerings in the catalog, so nothing was changed; check the file, then run it again with --allow-removals</source>
        <translation>此次导入将移除价格库 %2 个配置中的 %1 个，因此未做任何更改；请检查文件，然后加上 --allow-removals 再次运行</translation>
    </message>
    <message>
        <source>The catalog as it was before is kept in %1.</source>
        <translation>导入前的价格库已保存在 %1。</translation>
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
        <translation>规划该租哪台 GPU 机器、用几张卡、选哪种租用形式，以及任务的费用和耗时。

命令：
  plan JOB                 按价格库规划任务文件（.gpuplan）
  report JOB -o FILE.pdf   写出任务规划的 PDF 摘要（--decision：供会议用的
                           一页决策）
  catalog list             列出价格库中的配置和价格
  catalog export FILE      把整个价格库导出为 JSON（或 CSV：FILE.csv）
  catalog import FILE      预览并导入 JSON 或 CSV 文件中的配置和价格
                           （--dry-run：只预览）
  calibration              用价格库中的加速卡数据，将耗时模型与公开的训练和
                           推理实测对比</translation>
    </message>
    <message>
        <source>report: write the one-page decision (the recommendation, the trade against the runner-up, the chart and the checks before ordering) instead of the full report.</source>
        <translation>report：写出一页决策（推荐、与次选的取舍、图表和下单前的检查），而不是完整报告。</translation>
    </message>
    <message>
        <source>--decision: only the report command writes the one-page decision</source>
        <translation>--decision：只有 report 命令能写出一页决策</translation>
    </message>
    <message>
        <source>--decision: the decision is a PDF; --format does not apply to it</source>
        <translation>--decision：决策是 PDF 文件，--format 对它不适用</translation>
    </message>
    <message>
        <source>catalog import: apply a file even when it changes a current price by more than 50%.</source>
        <translation>catalog import：即使某个当前价格变动超过 50%，也应用该文件。</translation>
    </message>
    <message>
        <source>catalog import: accept prices dated after today (planned prices).</source>
        <translation>catalog import：接受日期晚于今天的价格（计划价格）。</translation>
    </message>
    <message>
        <source>%1: must not be empty or blank (an unset variable?)</source>
        <translation>%1：不能为空或只有空白（是否有未设置的变量？）</translation>
    </message>
    <message>
        <source>an argument is empty or blank where a command or a file name belongs (an unset variable?)</source>
        <translation>应为命令或文件名的参数为空或只有空白（是否有未设置的变量？）</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>无法写入标准输出：%1</translation>
    </message>
    <message>
        <source>the output stream failed</source>
        <translation>输出流出错</translation>
    </message>
    <message>
        <source>cannot write the report</source>
        <translation>无法写入报告</translation>
    </message>
    <message>
        <source>cannot write the export</source>
        <translation>无法写入导出文件</translation>
    </message>
    <message>
        <source>Warning: %1 holds %2 MB, more than the %3 MB catalog import reads: it cannot be imported back.</source>
        <translation>警告：%1 有 %2 MB，超过 catalog import 可读取的 %3 MB：它无法再导入回来。</translation>
    </message>
    <message>
        <source>%1: is the catalog itself (%2), not a file of offerings and prices</source>
        <translation>%1：这是价格库本身（%2），不是配置和价格文件</translation>
    </message>
    <message numerus="yes">
        <source>the import would change %n current price(s) by more than 50% (%1), so nothing was changed; check the file, then run it again with --allow-large-changes</source>
        <translation>
            <numerusform>此次导入会使 %n 个当前价格变动超过 50%（%1），因此未做任何更改；请检查文件，然后加 --allow-large-changes 重新运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warning: this import changes %n current price(s) by more than 50%:</source>
        <translation>
            <numerusform>警告：此次导入使 %n 个当前价格变动超过 50%：</numerusform>
        </translation>
    </message>
    <message>
        <source>plan, report: plan from a trial run&apos;s log (Megatron-LM, MindSpeed, NeMo, DeepSpeed, torchtune, trainer_state.json, trainer_log.jsonl) run on GPUS cards of ACCELERATOR; repeat for runs at other card counts.</source>
        <translation>plan、report：按试跑日志规划（Megatron-LM、MindSpeed、NeMo、DeepSpeed、torchtune、trainer_state.json、trainer_log.jsonl），该试跑在 GPUS 张 ACCELERATOR 卡上运行；其他卡数的试跑可重复给出。</translation>
    </message>
    <message>
        <source>ACCELERATOR:GPUS:FILE</source>
        <translation>加速卡:卡数:文件</translation>
    </message>
    <message>
        <source>--trial-log: only the plan and report commands read trial logs</source>
        <translation>--trial-log：只有 plan 和 report 命令读取试跑日志</translation>
    </message>
    <message>
        <source>--trial-log: unknown accelerator &quot;%1&quot;; the catalog has: %2</source>
        <translation>--trial-log：未知的加速卡 &quot;%1&quot;；价格库中有：%2</translation>
    </message>
    <message>
        <source>Without a command, gpuplanner [JOB.gpuplan] [--catalog FILE] [--quit-after-start]
opens the window on that job (--quit-after-start: close once the results are
painted); with no display it prints the job&apos;s plan and writes its PDF summary.</source>
        <translation>不带命令时，gpuplanner [任务.gpuplan] [--catalog 文件] [--quit-after-start]
在该任务上打开窗口（--quit-after-start：结果绘制完成后即关闭）；
没有显示器时打印任务的方案并写出其 PDF 摘要。</translation>
    </message>
</context>
<context>
    <name>gp::db::Catalog</name>
    <message>
        <source>Catalog &quot;%1&quot; cannot be set aside: the file does not exist.</source>
        <translation>价格库“%1”无法移到一旁：文件不存在。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be renamed to &quot;%2&quot;: %3.</source>
        <translation>价格库“%1”无法重命名为“%2”：%3。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be opened: the default data is invalid (%2).</source>
        <translation>价格库“%1”无法打开：默认数据无效（%2）。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be opened: the Qt SQLite driver is missing.</source>
        <translation>价格库“%1”无法打开：缺少 Qt SQLite 驱动。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be created: its folder &quot;%2&quot; cannot be created or is not writable.</source>
        <translation>价格库“%1”无法创建：其文件夹“%2”无法创建或不可写。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be created: %2.</source>
        <translation>价格库“%1”无法创建：%2。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is a folder, not a file.</source>
        <translation>价格库“%1”是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be read: %2.</source>
        <translation>价格库“%1”无法读取：%2。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is an empty file (0 bytes), not a GPU Planner catalog.</source>
        <translation>价格库“%1”是空文件（0 字节），不是 GPU Planner 价格库。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is not a GPU Planner catalog: it is an SQLite database of another application (application id %2).</source>
        <translation>“%1”不是 GPU Planner 价格库：它是其他应用的 SQLite 数据库（应用 ID %2）。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is not a GPU Planner catalog: it is an SQLite database of another application (no GPU Planner tables).</source>
        <translation>“%1”不是 GPU Planner 价格库：它是其他应用的 SQLite 数据库（没有 GPU Planner 的表）。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; was written by a newer GPU Planner (schema version %2; this version knows up to %3).</source>
        <translation>价格库“%1”由更新版本的 GPU Planner 写入（结构版本 %2；本版本最高支持 %3）。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is read-only but needs an upgrade (schema version %2 to %3, shipped data version %4 to %5).</source>
        <translation>价格库“%1”是只读的，但需要升级（结构版本 %2 到 %3，内置数据版本 %4 到 %5）。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be opened: %2.</source>
        <translation>价格库“%1”无法打开：%2。</translation>
    </message>
    <message>
        <source>No catalog is open.</source>
        <translation>没有打开价格库。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is open read-only: changes cannot be saved.</source>
        <translation>价格库“%1”以只读方式打开：无法保存更改。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be read (%2): %3.</source>
        <translation>价格库“%1”无法读取（%2）：%3。</translation>
    </message>
    <message>
        <source>The price of &quot;%1&quot; needs a valid date, a currency and amounts of zero or more.</source>
        <translation>“%1”的价格需要有效日期、币种以及不小于零的金额。</translation>
    </message>
    <message>
        <source>Offering &quot;%1&quot; is not in catalog &quot;%2&quot;.</source>
        <translation>配置“%1”不在价格库“%2”中。</translation>
    </message>
    <message>
        <source>The price cannot be saved in catalog &quot;%1&quot;: %2.</source>
        <translation>价格无法保存到价格库“%1”：%2。</translation>
    </message>
    <message>
        <source>An offering needs an id.</source>
        <translation>配置需要一个 ID。</translation>
    </message>
    <message>
        <source>Accelerator &quot;%1&quot; of offering &quot;%2&quot; is not in the catalog.</source>
        <translation>配置“%2”的加速卡“%1”不在价格库中。</translation>
    </message>
    <message>
        <source>Offering &quot;%1&quot; cannot be saved in catalog &quot;%2&quot;: %3.</source>
        <translation>配置“%1”无法保存到价格库“%2”：%3。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; was not changed: %2.</source>
        <translation>价格库“%1”未被更改：%2。</translation>
    </message>
    <message>
        <source>the price of &quot;%1&quot; observed on %2 is no longer in the catalog</source>
        <translation>“%1”在 %2 观测的价格已不在价格库中</translation>
    </message>
    <message>
        <source>An accelerator needs an id.</source>
        <translation>加速卡需要一个 ID。</translation>
    </message>
    <message numerus="yes">
        <source>The import has %n bad row(s): nothing was applied.</source>
        <translation>
            <numerusform>导入内容有 %n 行有误：未应用任何更改。</numerusform>
        </translation>
    </message>
    <message>
        <source>The team catalog cannot be reached: changes cannot be saved until it is back.</source>
        <translation>无法连接团队价格库：恢复连接之前无法保存更改。</translation>
    </message>
    <message>
        <source>the Qt PostgreSQL driver is missing (package libqt6sql6-psql)</source>
        <translation>缺少 Qt PostgreSQL 驱动（软件包 libqt6sql6-psql）</translation>
    </message>
    <message>
        <source>Team catalog &quot;%1&quot; cannot be reached (%2) and there is no local copy of it yet.</source>
        <translation>无法连接团队价格库“%1”（%2），本地也还没有它的副本。</translation>
    </message>
    <message>
        <source>Team catalog %1 cannot be reached (%2): working on the local copy of %3, read-only.</source>
        <translation>无法连接团队价格库 %1（%2）：正在以只读方式使用 %3 的本地副本。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is in use by another writer; try again in a moment (%2).</source>
        <translation>价格库“%1”正被另一个写入方使用；请稍后重试（%2）。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is not a regular file (a FIFO, a device or a socket): it was not read.</source>
        <translation>价格库“%1”不是普通文件（是 FIFO、设备或套接字）：未读取。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is not a GPU Planner catalog: it is not an SQLite database (no SQLite header).</source>
        <translation>价格库“%1”不是 GPU Planner 价格库：它不是 SQLite 数据库（没有 SQLite 文件头）。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is not a GPU Planner catalog: SQLite cannot read it as a database (%2).</source>
        <translation>价格库“%1”不是 GPU Planner 价格库：SQLite 无法将其作为数据库读取（%2）。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is damaged: SQLite&apos;s integrity check fails (%2).</source>
        <translation>价格库“%1”已损坏：SQLite 完整性检查未通过（%2）。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; has a schema GPU Planner did not make (%2): it could change or hide data unnoticed, so it is not used.</source>
        <translation>价格库“%1”含有并非 GPU Planner 创建的结构（%2）：它可能在不被察觉的情况下修改或隐藏数据，因此不予使用。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; says schema version %2, but it holds %3 of a later version: its version was changed by hand.</source>
        <translation>价格库“%1”标明结构版本为 %2，但其中含有更高版本的 %3：其版本号被手工改动过。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; has an unfinished write (its journal &quot;%2&quot;) that SQLite can only roll back with write access to the file and its folder (%3).</source>
        <translation>价格库“%1”有一次未完成的写入（日志文件“%2”），SQLite 只有在对该文件及其所在文件夹有写权限时才能回滚（%3）。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; cannot be opened.</source>
        <translation>无法打开价格库“%1”。</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is an SQLite URI, not a file path: give the path of the catalog file itself.</source>
        <translation>价格库“%1”是 SQLite URI，不是文件路径：请给出价格库文件本身的路径。</translation>
    </message>
    <message>
        <source>cannot keep a copy of it in &quot;%1&quot;: %2</source>
        <translation>无法在“%1”保留其副本：%2</translation>
    </message>
    <message>
        <source>Catalog &quot;%1&quot; is an address GPU Planner does not read: give a file path or postgresql://user@host[:port]/database.</source>
        <translation>价格库“%1”是 GPU Planner 不能读取的地址：请给出文件路径或 postgresql://user@host[:port]/database。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PostgreSQL address: write postgresql://user@host[:port]/database (the password in ~/.pgpass).</source>
        <translation>“%1”不是 PostgreSQL 地址：请写成 postgresql://user@host[:port]/database（密码放在 ~/.pgpass 中）。</translation>
    </message>
    <message>
        <source>Team catalog &quot;%1&quot; refused the connection (%2). A password goes in ~/.pgpass or PGPASSWORD; it is never stored in the settings.</source>
        <translation>团队价格库“%1”拒绝了连接（%2）。密码请放在 ~/.pgpass 或 PGPASSWORD 中；设置中从不保存密码。</translation>
    </message>
    <message>
        <source>Team catalog &quot;%1&quot; is open read-only: the role &quot;%2&quot; may read it but not write it, so changes cannot be saved.</source>
        <translation>团队价格库“%1”以只读方式打开：角色“%2”只能读取、不能写入，因此无法保存更改。</translation>
    </message>
    <message>
        <source>the connection to the server was lost</source>
        <translation>与服务器的连接已断开</translation>
    </message>
    <message>
        <source>the database reported no reason</source>
        <translation>数据库未给出原因</translation>
    </message>
    <message>
        <source>Team catalog &quot;%1&quot; has schema version %2 and this version of GPU Planner needs %3; the role &quot;%4&quot; may only read it: a price maintainer&apos;s role must open it once first.</source>
        <translation>团队价格库“%1”的结构版本为 %2，此版本的 GPU Planner 需要 %3；角色“%4”只能读取它：需先由价格维护者的角色打开一次。</translation>
    </message>
</context>
<context>
    <name>gp::db::CatalogImport</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>offering &quot;%1&quot; is not in the catalog, so it needs this column</source>
        <translation>配置 &quot;%1&quot; 不在价格库中，因此需要这一列</translation>
    </message>
    <message>
        <source>unknown accelerator &quot;%1&quot; (not in the catalog)</source>
        <translation>未知的加速卡 &quot;%1&quot;（不在价格库中）</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be container, bare_metal or cluster, not &quot;%1&quot;</source>
        <translation>必须是 container、bare_metal 或 cluster，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be true or false, not &quot;%1&quot;</source>
        <translation>必须是 true 或 false，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be a date written YYYY-MM-DD, not &quot;%1&quot;</source>
        <translation>必须是 YYYY-MM-DD 格式的日期，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be hour, day or month, not &quot;%1&quot;</source>
        <translation>必须是 hour、day 或 month，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be gpu or node, not &quot;%1&quot;</source>
        <translation>必须是 gpu 或 node，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be an amount of 0 or more with at most two decimals, like 86880.00, not &quot;%1&quot;</source>
        <translation>必须是不小于 0、最多两位小数的金额（如 86880.00），而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be empty or an amount of 0 or more with at most two decimals, not &quot;%1&quot;</source>
        <translation>必须为空或不小于 0、最多两位小数的金额，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the file is empty: it needs a header row</source>
        <translation>文件为空：需要一个表头行</translation>
    </message>
    <message>
        <source>unknown column</source>
        <translation>未知的列</translation>
    </message>
    <message>
        <source>the column appears twice</source>
        <translation>该列出现了两次</translation>
    </message>
    <message>
        <source>the header has no offering_id column</source>
        <translation>表头没有 offering_id 列</translation>
    </message>
    <message>
        <source>the header has price columns but not this one</source>
        <translation>表头有价格列，但缺少这一列</translation>
    </message>
    <message>
        <source>has %1 fields but the header has %2</source>
        <translation>有 %1 个字段，但表头有 %2 个</translation>
    </message>
    <message>
        <source>must be a non-empty text</source>
        <translation>必须是非空文本</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>必须是文本</translation>
    </message>
    <message>
        <source>must be a number of %1 or more</source>
        <translation>必须是不小于 %1 的数字</translation>
    </message>
    <message>
        <source>must be a number above %1</source>
        <translation>必须是大于 %1 的数字</translation>
    </message>
    <message>
        <source>must be nvlink, hccs or pcie, not &quot;%1&quot;</source>
        <translation>必须是 nvlink、hccs 或 pcie，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>第 %1 字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>the file needs an &quot;offerings&quot; array</source>
        <translation>文件需要一个 &quot;offerings&quot; 数组</translation>
    </message>
    <message>
        <source>accelerator &quot;%1&quot; appears twice</source>
        <translation>加速卡 &quot;%1&quot; 出现了两次</translation>
    </message>
    <message>
        <source>an offering must be a JSON object</source>
        <translation>配置必须是 JSON 对象</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>未知的键</translation>
    </message>
    <message>
        <source>must be a text, a number or true/false</source>
        <translation>必须是文本、数字或 true/false</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>必须是数组</translation>
    </message>
    <message>
        <source>must be a text, a number or null</source>
        <translation>必须是文本、数字或 null</translation>
    </message>
    <message>
        <source>differs from row %1 of the same offering &quot;%2&quot;</source>
        <translation>与同一配置 &quot;%2&quot; 的第 %1 行不一致</translation>
    </message>
    <message>
        <source>the same price (date, unit, per, amount and source) as row %1</source>
        <translation>与第 %1 行的价格（日期、单位、计价对象、金额和来源）相同</translation>
    </message>
    <message>
        <source>must be empty (null) or more than 0 and at most 1</source>
        <translation>必须为空（null）或大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>must lie between efficiency_low and efficiency_high, all at most 1</source>
        <translation>必须介于 efficiency_low 和 efficiency_high 之间，且都不超过 1</translation>
    </message>
    <message>
        <source>must be at most %1 characters, not %2</source>
        <translation>最多 %1 个字符，而不是 %2 个</translation>
    </message>
    <message>
        <source>must not hold control characters (such as terminal escapes)</source>
        <translation>不能包含控制字符（例如终端转义序列）</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not &quot;%3&quot;</source>
        <translation>必须是 %1 到 %2 之间的整数，而不是“%3”</translation>
    </message>
    <message>
        <source>must be empty or a whole number from 1 to %1, not &quot;%2&quot;</source>
        <translation>必须为空或 1 到 %1 之间的整数，而不是“%2”</translation>
    </message>
    <message>
        <source>must be a number from 0 to %1, not &quot;%2&quot;</source>
        <translation>必须是 0 到 %1 之间的数字，而不是“%2”</translation>
    </message>
    <message>
        <source>must be at most %1 yuan, not &quot;%2&quot;</source>
        <translation>最多 %1 元，而不是“%2”</translation>
    </message>
    <message>
        <source>must be CNY (amounts in other currencies are not converted), not &quot;%1&quot;</source>
        <translation>必须是 CNY（其他币种的金额不会换算），而不是“%1”</translation>
    </message>
    <message>
        <source>must be empty (null) or a number from 0 to %1</source>
        <translation>必须为空（null）或 0 到 %1 之间的数字</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>最大为 %1</translation>
    </message>
    <message>
        <source>must be an object of peaks such as {&quot;bf16&quot;: 989}</source>
        <translation>必须是峰值对象，例如 {&quot;bf16&quot;: 989}</translation>
    </message>
    <message>
        <source>unknown precision (fp32, tf32, bf16, fp16, fp8 or int8)</source>
        <translation>未知精度（应为 fp32、tf32、bf16、fp16、fp8 或 int8）</translation>
    </message>
    <message>
        <source>is not a regular file (a FIFO, a device or a socket)</source>
        <translation>不是普通文件（是 FIFO、设备或套接字）</translation>
    </message>
    <message>
        <source>is %1 MB: files over %2 MB are not imported</source>
        <translation>大小为 %1 MB：超过 %2 MB 的文件不予导入</translation>
    </message>
    <message>
        <source>holds more than %1 MB: files over %1 MB are not imported</source>
        <translation>超过 %1 MB：超过 %1 MB 的文件不予导入</translation>
    </message>
    <message>
        <source>is not valid UTF-8 (byte %1): save the file as UTF-8</source>
        <translation>不是有效的 UTF-8（第 %1 字节）：请将文件保存为 UTF-8</translation>
    </message>
    <message>
        <source>must not hold characters that reverse the order text is shown in (such as U+202E)</source>
        <translation>不能包含会颠倒文字显示顺序的字符（例如 U+202E）</translation>
    </message>
    <message>
        <source>must not hold an invisible character or an unusual space (U+%1 at character %2): it would look like another id</source>
        <translation>不能包含不可见字符或特殊空格（第 %2 个字符为 U+%1）：它看起来会像另一个 ID</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;: this version of GPU Planner reads gpuplanner-catalog/1, so a file of a newer version is not read in part</source>
        <translation>为“%1”：此版本的 GPU Planner 只读取 gpuplanner-catalog/1，因此不会只读取较新版本文件的一部分</translation>
    </message>
    <message>
        <source>must be &quot;gpuplanner-catalog/1&quot;, not &quot;%1&quot;</source>
        <translation>必须是“gpuplanner-catalog/1”，而不是“%1”</translation>
    </message>
    <message>
        <source>appears twice in the same object (first on line %1): which one counts would be a guess</source>
        <translation>在同一对象中出现了两次（第一次在第 %1 行）：无法确定以哪一个为准</translation>
    </message>
    <message>
        <source>%1 is after today (%2): a price read in the future would stay the current price for years; prices not yet in force are imported only as planned prices (catalog import --planned-prices)</source>
        <translation>%1 晚于今天（%2）：未来日期的价格会多年一直作为当前价格；尚未生效的价格只能作为计划价格导入（catalog import --planned-prices）</translation>
    </message>
    <message>
        <source>must be empty (not stated) or a number of days from 0 to %1, not &quot;%2&quot;</source>
        <translation>必须为空（未标明）或 0 到 %1 之间的天数，而不是“%2”</translation>
    </message>
</context>
<context>
    <name>gp::db::Csv</name>
    <message>
        <source>a quote inside a field that is not quoted as a whole</source>
        <translation>未整体加引号的字段中出现了引号</translation>
    </message>
    <message>
        <source>text after the closing quote of a field</source>
        <translation>字段的结束引号后还有文本</translation>
    </message>
    <message>
        <source>a quoted field that is never closed</source>
        <translation>加引号的字段没有结束引号</translation>
    </message>
</context>
<context>
    <name>gp::format::CatalogText</name>
    <message>
        <source>Container</source>
        <translation>容器实例</translation>
    </message>
    <message>
        <source>Multi-machine cluster</source>
        <translation>多机集群</translation>
    </message>
    <message>
        <source>Bare metal</source>
        <translation>裸金属</translation>
    </message>
    <message>
        <source>%1/card-hour</source>
        <translation>%1/卡·小时</translation>
    </message>
    <message>
        <source>%1/hour</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>%1/card-day</source>
        <translation>%1/卡·天</translation>
    </message>
    <message>
        <source>%1/day</source>
        <translation>%1/天</translation>
    </message>
    <message>
        <source>%1/card-month</source>
        <translation>%1/卡·月</translation>
    </message>
    <message>
        <source>%1/month</source>
        <translation>%1/月</translation>
    </message>
</context>
<context>
    <name>gp::format::PriceSource</name>
    <message>
        <source>jygpu.com/markets (极智算 GPU market page), quoted in jygpu.com&apos;s article on renting multi-card GPU servers (多卡GPU服务器租用)</source>
        <translation>极智算 jygpu.com/markets 算力市场页，引自极智算关于多卡GPU服务器租用的文章</translation>
    </message>
    <message>
        <source>jygpu.com/markets/bms (极智算 bare-metal page), quoted in jygpu.com&apos;s article on renting multi-card GPU servers (多卡GPU服务器租用)</source>
        <translation>极智算 jygpu.com/markets/bms 裸金属页，引自极智算关于多卡GPU服务器租用的文章</translation>
    </message>
    <message>
        <source>jygpu.com/markets/bms (极智算 bare-metal page), quoted in jygpu.com&apos;s article on 8-card bare metal vs container instances (裸金属与容器实例)</source>
        <translation>极智算 jygpu.com/markets/bms 裸金属页，引自极智算关于八卡裸金属与容器实例之选的文章</translation>
    </message>
    <message>
        <source>jygpu.com (极智算) container price, quoted in jygpu.com&apos;s article on 8-card bare metal vs container instances (裸金属与容器实例)</source>
        <translation>极智算 jygpu.com 容器实例价格，引自极智算关于八卡裸金属与容器实例之选的文章</translation>
    </message>
    <message>
        <source>public price quote of July 2026, cited in jygpu.com&apos;s article on 8-card bare metal vs container instances (裸金属与容器实例)</source>
        <translation>2026年7月公开报价，见极智算关于八卡裸金属与容器实例之选的文章</translation>
    </message>
</context>
<context>
    <name>gp::output::OutputFile</name>
    <message>
        <source>the content could not be made</source>
        <translation>无法生成内容</translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation>文件名为空</translation>
    </message>
    <message>
        <source>it is &quot;%1&quot;, which this command reads</source>
        <translation>它就是此命令读取的“%1”</translation>
    </message>
    <message>
        <source>it is a symbolic link to &quot;%1&quot;, which does not exist</source>
        <translation>它是指向“%1”的符号链接，而该文件不存在</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a FIFO or a socket)</source>
        <translation>它不是普通文件（是设备、FIFO 或套接字）</translation>
    </message>
    <message>
        <source>it is read-only</source>
        <translation>它是只读的</translation>
    </message>
</context>
<context>
    <name>gp::report::DecisionWriter</name>
    <message>
        <source>%1 (%2–%3)</source>
        <comment>amount (low–high)</comment>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <source>a month of serving</source>
        <translation>一个月的推理服务</translation>
    </message>
    <message>
        <source>a month of weekly runs</source>
        <translation>一个月的每周运行</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>一次运行</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>每秒输出 %1 token</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <comment>hours (low–high)</comment>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <source>%1, billed by the hour</source>
        <translation>%1，按小时计费</translation>
    </message>
    <message>
        <source>%1, billed by the day</source>
        <translation>%1，按天计费</translation>
    </message>
    <message>
        <source>%1, billed by the month</source>
        <translation>%1，按月计费</translation>
    </message>
    <message>
        <source>Rent %1</source>
        <translation>租用 %1</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>约 %1</translation>
    </message>
    <message>
        <source>billed %1 for %2</source>
        <translation>%2实付 %1</translation>
    </message>
    <message>
        <source>Meets the deadline of %1: %2</source>
        <translation>在 %1的期限内完成的可能性：%2</translation>
    </message>
    <message>
        <source>Stays within the budget of %1: %2</source>
        <translation>不超出 %1 预算的可能性：%2</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次选</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>每秒输出 token</translation>
    </message>
    <message>
        <source>Hours (low–high)</source>
        <translation>小时（低–高）</translation>
    </message>
    <message>
        <source>Billed for %1 (low–high)</source>
        <translation>%1实付（低–高）</translation>
    </message>
    <message>
        <source>Porting to the card&apos;s software</source>
        <translation>迁移到该卡软件栈的费用</translation>
    </message>
    <message>
        <source>GPU rental: the decision</source>
        <translation>GPU 租用决策</translation>
    </message>
    <message>
        <source>The job:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>Against the runner-up</source>
        <translation>与次选对比</translation>
    </message>
    <message>
        <source>The recommended option</source>
        <translation>推荐配置</translation>
    </message>
    <message>
        <source>No runner-up: no other option meets every requirement.</source>
        <translation>没有次选：没有其他配置满足全部要求。</translation>
    </message>
    <message>
        <source>Every option, its reasons and its assumptions are in the full report.</source>
        <translation>全部配置及其理由和假设见完整报告。</translation>
    </message>
    <message>
        <source>GPU Planner: decision</source>
        <translation>GPU Planner：决策</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s) in the full report.</source>
        <translation>
            <numerusform>另有 %n 个配置，见完整报告。</numerusform>
        </translation>
    </message>
    <message>
        <source>If the date can move:</source>
        <translation>如果期限可以放宽：</translation>
    </message>
    <message>
        <source>Each run within the week: %1</source>
        <translation>每次运行在一周内完成：%1</translation>
    </message>
    <message>
        <source>Porting to CANN, about %1 person-days (%2), is needed on every option and comes on top of the bill.</source>
        <translation>每个方案都需要迁移到 CANN，约 %1 人天（%2），另计在账单之外。</translation>
    </message>
    <message>
        <source>Before signing</source>
        <translation>签约之前</translation>
    </message>
    <message>
        <source>Cards, rental form</source>
        <translation>卡数、租用形式</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Pro-rated by the hour (idle)</source>
        <translation>按小时折算（闲置）</translation>
    </message>
    <message>
        <source>%1 (%2 paid for idle time)</source>
        <translation>%1（闲置付费 %2）</translation>
    </message>
    <message>
        <source>a run fits the week</source>
        <translation>一轮在一周内完成</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Chance: %1 · budget</source>
        <translation>把握：%1 · 预算</translation>
    </message>
    <message>
        <source>Chance: budget</source>
        <translation>把握：预算</translation>
    </message>
    <message>
        <source>Chance: %1</source>
        <translation>把握：%1</translation>
    </message>
    <message numerus="yes">
        <source>Speed from your trial run of %1 on %n card(s) (%3).</source>
        <translation>
            <numerusform>速度取自您 %1 在 %n 张卡上的试跑（%3）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speed from your trial run on %n card(s) (%2).</source>
        <translation>
            <numerusform>速度取自您在 %n 张卡上的试跑（%2）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::report::PdfFlow</name>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
</context>
<context>
    <name>gp::report::ReportCharts</name>
    <message>
        <source>Job duration (hours, log scale)</source>
        <translation>任务时长（小时，对数刻度）</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>%1, billed %2</source>
        <translation>%1，实付 %2</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>card memory</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Memory per GPU (GB) by component; the mark is the card&apos;s capacity</source>
        <translation>每卡显存（GB）按组成部分；标记为单卡显存容量</translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s): see the comparison table</source>
        <translation>
            <numerusform>另有 %n 个配置：见对比表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s): see the full report&apos;s comparison table</source>
        <translation>
            <numerusform>另有 %n 个配置：见完整报告的对比表</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost against output rate</source>
        <translation>费用与输出速率</translation>
    </message>
    <message>
        <source>Cost against time</source>
        <translation>费用与时间</translation>
    </message>
    <message>
        <source>Output tokens/s of the deployment (log scale)</source>
        <translation>部署的每秒输出 token 数（对数刻度）</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <source>Billed + porting (¥, log scale)</source>
        <translation>实付 + 迁移（¥，对数刻度）</translation>
    </message>
    <message>
        <source>Billed (¥, log scale)</source>
        <translation>实付（¥，对数刻度）</translation>
    </message>
    <message>
        <source>%1, billed %2 with porting</source>
        <translation>%1，含迁移实付 %2</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>feasible</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>misses deadline or budget</source>
        <translation>超出期限或预算</translation>
    </message>
    <message>
        <source>cannot run the job</source>
        <translation>无法运行此任务</translation>
    </message>
    <message>
        <source>pro-rated cost</source>
        <translation>折算费用</translation>
    </message>
</context>
<context>
    <name>gp::report::ReportWriter</name>
    <message>
        <source>full-parameter training</source>
        <translation>全参数训练</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>, selective recompute</source>
        <translation>，选择性重计算</translation>
    </message>
    <message>
        <source>, full recompute</source>
        <translation>，完全重计算</translation>
    </message>
    <message>
        <source>, offload</source>
        <translation>，卸载</translation>
    </message>
    <message>
        <source>a %1B-parameter model</source>
        <translation>%1B 参数的模型</translation>
    </message>
    <message>
        <source>%1 (%2B parameters)</source>
        <translation>%1（%2B 参数）</translation>
    </message>
    <message>
        <source>Serve %1 in %2 for %3 concurrent requests of %4 tokens of context at %5 output tokens/s.</source>
        <translation>以 %2 部署 %1 推理服务：%3 路并发请求，上下文 %4 token，输出 %5 token/秒。</translation>
    </message>
    <message>
        <source>%1 of %2 in %3 on %4 billion tokens.</source>
        <translation>%2的%1，%3 精度，%4B token。</translation>
    </message>
    <message>
        <source>deadline %1</source>
        <translation>期限 %1</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>physical isolation required</source>
        <translation>要求物理隔离</translation>
    </message>
    <message>
        <source>domestic (信创) hardware required</source>
        <translation>要求信创硬件</translation>
    </message>
    <message>
        <source>repeated every week</source>
        <translation>每周重复</translation>
    </message>
    <message>
        <source>Constraints: %1.</source>
        <translation>约束：%1。</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Hours (low–high)</source>
        <translation>小时（低–高）</translation>
    </message>
    <message>
        <source>Cost billed</source>
        <translation>实付费用</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>%1 × %2 nodes</source>
        <translation>%1 × %2 台</translation>
    </message>
    <message>
        <source>GPU Planner: plan summary</source>
        <translation>GPU Planner：规划摘要</translation>
    </message>
    <message>
        <source>%1: cannot write the report: %2</source>
        <translation>%1：无法写入报告：%2</translation>
    </message>
    <message>
        <source>%1: cannot write the report: the page could not be drawn</source>
        <translation>%1：无法写入报告：页面无法绘制</translation>
    </message>
    <message>
        <source>GPU Planner · %1 · prices as of %2</source>
        <translation>GPU Planner · %1 · 价格截至 %2</translation>
    </message>
    <message>
        <source>GPU rental plan</source>
        <translation>GPU 租用规划</translation>
    </message>
    <message>
        <source>Prepared %1 · catalog prices observed up to %2</source>
        <translation>编制于 %1 · 价格库价格观测截至 %2</translation>
    </message>
    <message numerus="yes">
        <source>The prices are %n day(s) old: verify the live prices before relying on these figures.</source>
        <translation>
            <numerusform>价格已是 %n 天前的：依据这些数字之前请核实实时价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>The job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>billed %1</source>
        <translation>实付 %1</translation>
    </message>
    <message>
        <source>No offering of the catalog can run this job as specified.</source>
        <translation>按给定条件，价格库中没有配置能运行此任务。</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Comparison of every offering</source>
        <translation>所有配置对比</translation>
    </message>
    <message>
        <source>Not charted, as they cannot run this job (the comparison table says why): %1.</source>
        <translation>未绘入图表，因为它们无法运行此任务（原因见对比表）：%1。</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Monthly bare metal against hourly containers</source>
        <translation>包月裸金属对比按量容器实例</translation>
    </message>
    <message>
        <source>No accelerator has both forms in the catalog.</source>
        <translation>价格库中没有同时提供两种形式的加速卡。</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Monthly prices are pro-rated at 720 hours a month (monthly price ÷ 720); the billed cost counts whole months for monthly machines and whole hours for containers, and shows the paid but idle remainder.</source>
        <translation>包月价按每月 720 小时折算（月价 ÷ 720）；实付费用对包月机器按整月、对容器实例按整小时计算，并列出已付费但闲置的部分。</translation>
    </message>
    <message>
        <source>Prices: dates and sources</source>
        <translation>价格：日期与来源</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1: %2, observed %3, %4</source>
        <translation>%1：%2，观测于 %3，%4</translation>
    </message>
    <message>
        <source>Prices are estimates that move with the market: verify the live price before signing.</source>
        <translation>价格为估算值，随市场变动：签约前请核实实时价格。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4.</source>
        <comment>offering: cards, hours, billed cost</comment>
        <translation>%1：%2，%3，%4。</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Misses the deadline</source>
        <translation>超出期限</translation>
    </message>
    <message>
        <source>Over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>billed %1 a month for the weekly runs</source>
        <translation>每周运行，每月账单 %1</translation>
    </message>
    <message>
        <source>billed %1 a month of serving</source>
        <translation>推理服务每月账单 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s) not listed: the CSV export (gpuplanner plan JOB --format csv) gives every one.</source>
        <translation>
            <numerusform>另有 %n 个方案未列出：CSV 导出（gpuplanner plan 任务文件 --format csv）会列出全部。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more machine(s) with other prices: the plan&apos;s JSON (gpuplanner plan JOB --format json) gives every one.</source>
        <translation>
            <numerusform>另有 %n 台价格不同的机器：方案的 JSON（gpuplanner plan 任务文件 --format json）会列出全部。</numerusform>
        </translation>
    </message>
    <message>
        <source>Served with %1.</source>
        <translation>使用 %1 部署。</translation>
    </message>
    <message>
        <source>Trained with %1.</source>
        <translation>使用 %1 训练。</translation>
    </message>
    <message>
        <source>Training compute is about 6 × parameters × tokens for full training and about 4 × for LoRA; communication that cannot overlap with compute is added, and the hours are the whole run: starting, checkpoints, restarts after failures and evaluation on top of steady training.</source>
        <translation>全参训练的计算量约为 6 × 参数量 × token 数，LoRA 约为 4 ×；再加上不能与计算重叠的通信；小时数为整个运行：在稳态训练之外还有启动、检查点、故障后的重启与评估。</translation>
    </message>
    <message>
        <source>Cards: npu-smi info in it lists the NPUs you pay for</source>
        <translation>卡：容器内 npu-smi info 列出所付费的全部 NPU</translation>
    </message>
    <message>
        <source>Cards: nvidia-smi in it lists the cards you pay for</source>
        <translation>卡：容器内 nvidia-smi 列出所付费的全部显卡</translation>
    </message>
    <message>
        <source>Software: the image&apos;s CANN and driver run torch_npu</source>
        <translation>软件：镜像的 CANN 与驱动能跑 torch_npu</translation>
    </message>
    <message>
        <source>Software: the image&apos;s CUDA and driver run your stack</source>
        <translation>软件：镜像的 CUDA 与驱动能跑你的框架</translation>
    </message>
    <message>
        <source>Data: what survives a stop or release; IO with fio</source>
        <translation>数据：停机或释放后保留什么；用 fio 测 IO</translation>
    </message>
    <message>
        <source>Network: PCIe or virtual between the cards, no IB</source>
        <translation>网络：卡间为 PCIe 或虚拟网络，无 IB</translation>
    </message>
    <message>
        <source>Billing: by the started hour; cards back after a stop?</source>
        <translation>计费：按已开始的小时；停机后卡还在吗？</translation>
    </message>
    <message>
        <source>No root, no isolation: the job needs neither</source>
        <translation>无 root、无物理隔离：确认任务都不需要</translation>
    </message>
    <message>
        <source>Passthrough: npu-smi info lists 8 NPUs, full memory</source>
        <translation>直通：npu-smi info 列出 8 张 NPU，显存完整</translation>
    </message>
    <message>
        <source>Topology: HCCS (npu-smi info -t topo), NICs (hccn_tool)</source>
        <translation>拓扑：HCCS（npu-smi info -t topo），网卡（hccn_tool）</translation>
    </message>
    <message>
        <source>Software: CANN, driver, firmware for your torch_npu</source>
        <translation>软件：CANN、驱动、固件版本匹配你的 torch_npu</translation>
    </message>
    <message>
        <source>Passthrough: nvidia-smi lists 8 cards, full memory</source>
        <translation>直通：nvidia-smi 列出 8 张卡，显存完整</translation>
    </message>
    <message>
        <source>Topology: nvidia-smi topo -m (NVLink, PCIe, sockets)</source>
        <translation>拓扑：nvidia-smi topo -m（NVLink、PCIe、跨 CPU）</translation>
    </message>
    <message>
        <source>Network: exclusive or shared, rates, cross-machine</source>
        <translation>网络：独享或共享、速率、跨机流量走哪条</translation>
    </message>
    <message>
        <source>Storage: IO measured with fio (checkpoints)</source>
        <translation>存储：用 fio 实测 IO（检查点）</translation>
    </message>
    <message>
        <source>SLA: replacement time, spares, ticket response</source>
        <translation>SLA：硬件更换时间、备机、工单响应</translation>
    </message>
    <message>
        <source>Reinstall and snapshots: policy, cost, time</source>
        <translation>重装与快照：政策、费用、时间</translation>
    </message>
    <message>
        <source>Checks before ordering</source>
        <translation>下单前检查</translation>
    </message>
    <message>
        <source>Pro-rated by the hour it would cost %1; %2 of the bill pays for idle time.</source>
        <translation>按小时折算需 %1；其中 %2 是为闲置时间付的费用。</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the limits an option misses</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>gp::trials::JobTrialLogs</name>
    <message>
        <source>must be ACCELERATOR:GPUS:FILE (for example rtx-4090-24g:1:trainer_state.json), not &quot;%1&quot;</source>
        <translation>必须是 加速卡:卡数:文件（例如 rtx-4090-24g:1:trainer_state.json），而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the accelerator id is missing</source>
        <translation>&quot;%1&quot;：缺少加速卡 ID</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the card count must be a whole number from 1 to 100000</source>
        <translation>&quot;%1&quot;：卡数必须是 1 到 100000 的整数</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the log file is missing</source>
        <translation>&quot;%1&quot;：缺少日志文件</translation>
    </message>
    <message>
        <source>%1: the log times its steps but gives no tokens, batch size or samples per second, so its speed cannot be counted in tokens; give the job&apos;s global_batch_tokens</source>
        <translation>%1：日志记录了每步时间，但没有 token 数、批大小或每秒样本数，无法换算成 token/秒；请在任务中给出 global_batch_tokens</translation>
    </message>
</context>
<context>
    <name>gp::ui::AcceleratorEditModel</name>
    <message>
        <source>must be empty (not supported) or a number above 0</source>
        <translation>必须为空（不支持）或大于 0 的数字</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be a number above 0</source>
        <translation>必须是大于 0 的数字</translation>
    </message>
    <message>
        <source>%1 of &quot;%2&quot;: %3</source>
        <translation>“%2”的%1：%3</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽（GB/s）</translation>
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
        <translation>软件栈</translation>
    </message>
    <message>
        <source>Domestic</source>
        <translation>信创</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2 (the low and high compute efficiency)</source>
        <translation>必须是 %1 到 %2 之间的数字（计算效率的低值和高值）</translation>
    </message>
    <message>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
</context>
<context>
    <name>gp::ui::AddPriceDialog</name>
    <message>
        <source>Add a price</source>
        <translation>添加价格</translation>
    </message>
    <message>
        <source>A new dated price of %1. Older prices stay as its history.</source>
        <translation>%1 的一条新的带日期价格。旧价格保留为价格历史。</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>按小时</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>按天</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>按月</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>one whole node</source>
        <translation>整机</translation>
    </message>
    <message>
        <source>e.g. 86880.00</source>
        <translation>例如 86880.00</translation>
    </message>
    <message>
        <source>optional, before discount</source>
        <translation>可选，折前价</translation>
    </message>
    <message>
        <source>where the price was read, e.g. the provider&apos;s price page</source>
        <translation>价格的出处，例如服务商的价格页面</translation>
    </message>
    <message>
        <source>Observed on:</source>
        <translation>观测日期：</translation>
    </message>
    <message>
        <source>Billed:</source>
        <translation>计费：</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>计价对象：</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <source>List price:</source>
        <translation>原价：</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Enter the price.</source>
        <translation>请输入价格。</translation>
    </message>
    <message>
        <source>The price must be an amount of 0 or more with at most two decimals, like 86880.00.</source>
        <translation>价格必须是不小于 0、最多两位小数的金额，例如 86880.00。</translation>
    </message>
    <message>
        <source>The list price must be empty or an amount with at most two decimals.</source>
        <translation>原价必须为空或最多两位小数的金额。</translation>
    </message>
    <message>
        <source>The currency must be a three-letter code such as CNY.</source>
        <translation>币种必须是三个字母的代码，例如 CNY。</translation>
    </message>
    <message>
        <source>Say where the price comes from (the source), so others can check it.</source>
        <translation>请注明价格来源，以便他人核实。</translation>
    </message>
</context>
<context>
    <name>gp::ui::BreakEvenChart</name>
    <message>
        <source>Break-even: no accelerator with both rental forms</source>
        <translation>盈亏平衡：没有同时提供两种租用形式的加速卡</translation>
    </message>
    <message>
        <source>Break-even: %1, monthly bare metal vs hourly container</source>
        <translation>盈亏平衡：%1，包月裸金属对比按量容器实例</translation>
    </message>
    <message>
        <source>Hours a card is used per month (h)</source>
        <translation>每卡每月使用小时数（小时）</translation>
    </message>
    <message>
        <source>Cost per card per month (¥)</source>
        <translation>每卡每月费用（¥）</translation>
    </message>
    <message>
        <source>Bare metal: %1/card-month</source>
        <translation>裸金属：%1/卡·月</translation>
    </message>
    <message>
        <source>Container: %1/card-hour (cheaper all month)</source>
        <translation>容器实例：%1/卡·小时（整月都更便宜）</translation>
    </message>
    <message>
        <source>Container: %1/card-hour</source>
        <translation>容器实例：%1/卡·小时</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>This job: %1/month</source>
        <translation>本任务：%1/月</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %n container rates drawn)</source>
        <translation>
            <numerusform>%1（共 %n 个容器价格，绘出 %2 个）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::CandidatesPage</name>
    <message>
        <source>Candidates</source>
        <translation>候选配置</translation>
    </message>
    <message>
        <source>Which offerings may run the job? All are considered by default; H100 x8, 910B x8 and 4090 x8 always stay in the comparison.</source>
        <translation>哪些配置可以运行此任务？默认考虑全部；H100 x8、910B x8 和 4090 x8 始终保留在对比中。</translation>
    </message>
    <message>
        <source>&amp;Offerings:</source>
        <translation>配置(&amp;O)：</translation>
    </message>
    <message>
        <source> (always compared)</source>
        <translation>（始终对比）</translation>
    </message>
    <message>
        <source>Check &amp;all</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>Only those that can &amp;run the job</source>
        <translation>只选能运行此任务的(&amp;R)</translation>
    </message>
    <message>
        <source>the engine chooses</source>
        <translation>由引擎选择</translation>
    </message>
    <message>
        <source>Fix the number of &amp;cards:</source>
        <translation>固定卡数(&amp;C)：</translation>
    </message>
    <message>
        <source>Measured trial runs (optional: narrow the estimates)</source>
        <translation>实测试跑（可选：缩小估算范围）</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Training tokens/s (all cards)</source>
        <translation>训练 token/秒（全部卡）</translation>
    </message>
    <message>
        <source>Add a &amp;trial run</source>
        <translation>添加试跑(&amp;T)</translation>
    </message>
    <message>
        <source>✓ can run the job</source>
        <translation>✓ 能运行此任务</translation>
    </message>
    <message>
        <source>✗ cannot run it as specified</source>
        <translation>✗ 按给定条件无法运行</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove this trial run</source>
        <translation>删除这次试跑</translation>
    </message>
    <message>
        <source>Check at least one offering.</source>
        <translation>请至少勾选一个配置。</translation>
    </message>
    <message>
        <source>Peak memory per card (GB, optional)</source>
        <translation>每卡峰值显存（GB，可选）</translation>
    </message>
    <message>
        <source>Remove this trial run and its log</source>
        <translation>删除这次试跑及其日志</translation>
    </message>
    <message>
        <source>%1 tokens/s from its log %2</source>
        <translation>%1 tokens/s，来自日志 %2</translation>
    </message>
    <message>
        <source>from its log %1 (not read)</source>
        <translation>来自日志 %1（未读取）</translation>
    </message>
    <message>
        <source>, peak %1 GB per card</source>
        <translation>，每卡峰值 %1 GB</translation>
    </message>
</context>
<context>
    <name>gp::ui::CatalogEditor</name>
    <message>
        <source>Filter offerings: provider, card, region…</source>
        <translation>筛选配置：服务商、显卡、地区…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;price…</source>
        <translation>添加价格(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Offerings and prices</source>
        <translation>配置与价格</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>No catalog is open for editing.</source>
        <translation>没有打开可编辑的价格库。</translation>
    </message>
    <message numerus="yes">
        <source>Editing %1: %n offering(s).</source>
        <translation>
            <numerusform>正在编辑 %1：%n 个配置。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Newest price observed on %1 (%n day(s) ago).</source>
        <translation>
            <numerusform>最新价格观测于 %1（%n 天前）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog is read-only: edits are off.</source>
        <translation>价格库是只读的：无法编辑。</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it; every edit is saved at once.</source>
        <translation>双击单元格即可编辑；每次编辑都会立即保存。</translation>
    </message>
    <message>
        <source>Select the offering the price is for first.</source>
        <translation>请先选择该价格对应的配置。</translation>
    </message>
    <message>
        <source>Added the price of %1 observed on %2.</source>
        <translation>已添加 %1 在 %2 观测的价格。</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Import offerings and prices</source>
        <translation>导入配置和价格</translation>
    </message>
    <message>
        <source>Catalog files (*.csv *.json);;CSV (*.csv);;JSON (*.json);;All files (*)</source>
        <translation>价格库文件 (*.csv *.json);;CSV (*.csv);;JSON (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export the catalog</source>
        <translation>导出价格库</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Exported the catalog to %1.</source>
        <translation>已将价格库导出到 %1。</translation>
    </message>
    <message>
        <source>&amp;New offering…</source>
        <translation>新建配置(&amp;N)…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>删除(&amp;M)</translation>
    </message>
    <message>
        <source>The new offering needs an id.</source>
        <translation>新配置需要一个 ID。</translation>
    </message>
    <message>
        <source>An id is letters, digits, &quot;.&quot;, &quot;_&quot; and &quot;-&quot;, with no spaces: &quot;%1&quot;.</source>
        <translation>ID 只能由字母、数字、“.”、“_”和“-”组成，不含空格：“%1”。</translation>
    </message>
    <message>
        <source>Offering &quot;%1&quot; is already in the catalog.</source>
        <translation>价格库中已有配置“%1”。</translation>
    </message>
    <message>
        <source>Select the offering to copy first.</source>
        <translation>请先选择要复制的配置。</translation>
    </message>
    <message>
        <source>Copied from %1: replace with this offering&apos;s own price.</source>
        <translation>复制自 %1：请换成此配置自己的价格。</translation>
    </message>
    <message>
        <source>Select the offering the new one starts from first.</source>
        <translation>请先选择新配置所基于的配置。</translation>
    </message>
    <message>
        <source>New offering</source>
        <translation>新建配置</translation>
    </message>
    <message>
        <source>A copy of %1 with its current prices; edit its cells and add its own price afterwards.

Id of the new offering:</source>
        <translation>复制 %1 及其当前价格；之后可修改各项并添加它自己的价格。

新配置的 ID：</translation>
    </message>
    <message>
        <source>Added offering %1.</source>
        <translation>已添加配置 %1。</translation>
    </message>
    <message>
        <source>Select the offerings to remove first.</source>
        <translation>请先选择要删除的配置。</translation>
    </message>
    <message>
        <source>Remove offerings</source>
        <translation>删除配置</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n offering(s) with all their prices? %1

Undo puts them back.</source>
        <translation>
            <numerusform>删除 %n 个配置及其全部价格？%1

可用“撤销”恢复。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n offering(s).</source>
        <translation>
            <numerusform>已删除 %n 个配置。</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove most of the catalog?</source>
        <translation>移除价格库中的大部分配置？</translation>
    </message>
    <message>
        <source>This import removes %1 of the %2 offerings in the catalog. Apply it anyway?</source>
        <translation>此次导入将移除价格库 %2 个配置中的 %1 个。仍要应用吗？</translation>
    </message>
    <message>
        <source>Change prices by more than 50%?</source>
        <translation>价格变动超过 50%？</translation>
    </message>
    <message numerus="yes">
        <source>This import changes %n current price(s) by more than 50%: %1. Apply it anyway?</source>
        <translation>
            <numerusform>此次导入使 %n 个当前价格变动超过 50%：%1。仍要应用吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1: %2, %3, %4 removed.</source>
        <translation>已导入 %1：%2，%3，移除 %4 个。</translation>
    </message>
    <message numerus="yes">
        <source>%n new price row(s)</source>
        <translation>
            <numerusform>新增 %n 条价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new offering(s)</source>
        <translation>
            <numerusform>新增 %n 个配置</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::CatalogStore</name>
    <message>
        <source>No catalog is open.</source>
        <translation>没有打开价格库。</translation>
    </message>
    <message>
        <source>Offering &quot;%1&quot; is not in the catalog.</source>
        <translation>配置“%1”不在价格库中。</translation>
    </message>
    <message>
        <source>Edit offering %1</source>
        <translation>编辑配置 %1</translation>
    </message>
    <message>
        <source>Accelerator &quot;%1&quot; is not in the catalog.</source>
        <translation>加速卡“%1”不在价格库中。</translation>
    </message>
    <message>
        <source>Edit accelerator %1</source>
        <translation>编辑加速卡 %1</translation>
    </message>
    <message>
        <source>Add price of %1</source>
        <translation>添加 %1 的价格</translation>
    </message>
    <message>
        <source>Edit price of %1</source>
        <translation>编辑 %1 的价格</translation>
    </message>
    <message>
        <source>Offering &quot;%1&quot; is already in the catalog.</source>
        <translation>价格库中已有配置“%1”。</translation>
    </message>
    <message>
        <source>Add offering %1</source>
        <translation>添加配置 %1</translation>
    </message>
    <message>
        <source>Remove offering %1</source>
        <translation>删除配置 %1</translation>
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
        <translation>场景</translation>
    </message>
    <message>
        <source>Recommended offering</source>
        <translation>推荐配置</translation>
    </message>
    <message>
        <source>Cards × nodes</source>
        <translation>卡数 × 台数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Cost, billed</source>
        <translation>实付费用</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>nothing can run this job</source>
        <translation>没有配置能运行此任务</translation>
    </message>
    <message>
        <source>%1 (misses a limit)</source>
        <translation>%1（超出某项限制）</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>serving load</source>
        <translation>推理负载</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>monthly use</source>
        <translation>每月使用</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>expansion</source>
        <translation>扩展</translation>
    </message>
    <message>
        <source>requirements</source>
        <translation>硬性要求</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>候选配置</translation>
    </message>
    <message>
        <source>cards or layout</source>
        <translation>卡数或并行布局</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>other settings</source>
        <translation>其他设置</translation>
    </message>
    <message>
        <source>same inputs</source>
        <translation>输入相同</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Inputs that differ</source>
        <translation>不同的输入</translation>
    </message>
</context>
<context>
    <name>gp::ui::CompareView</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1 (copy %2)</source>
        <translation>%1（副本 %2）</translation>
    </message>
    <message>
        <source>Add scenarios</source>
        <translation>添加场景</translation>
    </message>
    <message>
        <source>%1 · %2: %3, %4</source>
        <translation>%1 · %2：%3，%4</translation>
    </message>
    <message>
        <source>Time (hours)</source>
        <translation>时间（小时）</translation>
    </message>
    <message>
        <source>Cost, billed (¥)</source>
        <translation>实付费用（¥）</translation>
    </message>
    <message>
        <source>Add &amp;current as scenario</source>
        <translation>将当前任务添加为场景(&amp;C)</translation>
    </message>
    <message>
        <source>Add from &amp;file…</source>
        <translation>从文件添加(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>The first row follows the job being edited. Double-click a scenario&apos;s name to rename it.</source>
        <translation>第一行跟随正在编辑的任务。双击场景名称可重命名。</translation>
    </message>
    <message>
        <source>Cost against time, per scenario (named point: the option in the table)</source>
        <translation>各场景的费用与时间（带名称的点：表中的方案）</translation>
    </message>
    <message>
        <source>Open scenarios</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Save scenarios</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>&amp;Open scenarios…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <source>Replace the scenarios with a saved set (.gpuplanset)</source>
        <translation>用已保存的场景集（.gpuplanset）替换当前场景</translation>
    </message>
    <message>
        <source>&amp;Save scenarios…</source>
        <translation>保存场景(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the scenarios as a set (.gpuplanset); they are also kept from one start to the next</source>
        <translation>把场景保存为场景集（.gpuplanset）；场景在每次启动之间也会自动保留</translation>
    </message>
</context>
<context>
    <name>gp::ui::ComparisonModel</name>
    <message>
        <source>selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>day</source>
        <translation>天</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Cost, pro-rated</source>
        <translation>折算费用</translation>
    </message>
    <message>
        <source>Cost, billed</source>
        <translation>实付费用</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>评估</translation>
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
        <translation>卸载</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n 个副本</numerusform>
        </translation>
    </message>
    <message>
        <source>meets (%1)</source>
        <translation>满足（%1）</translation>
    </message>
    <message>
        <source>likely (%1)</source>
        <translation>较可能（%1）</translation>
    </message>
    <message>
        <source>at risk (%1)</source>
        <translation>有风险（%1）</translation>
    </message>
    <message>
        <source>misses (%1)</source>
        <translation>不满足（%1）</translation>
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
        <translation>不可行</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Hours × %1 per hour: expected %2, between %3 and %4.</source>
        <translation>小时数 × 每小时 %1：预计 %2，在 %3 到 %4 之间。</translation>
    </message>
    <message>
        <source>What is actually paid, billed by the %1; of it %2 is paid but unused.</source>
        <translation>实际支付的费用，按%1计费；其中 %2 已付费但未使用。</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>每卡显存占用（GB）</translation>
    </message>
    <message>
        <source>Memory per GPU, capacity (GB)</source>
        <translation>每卡显存容量（GB）</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>时间（小时）</translation>
    </message>
    <message>
        <source>Time, low (h)</source>
        <translation>时间下限（小时）</translation>
    </message>
    <message>
        <source>Time, high (h)</source>
        <translation>时间上限（小时）</translation>
    </message>
    <message>
        <source>Cost, pro-rated (CNY)</source>
        <translation>折算费用（元）</translation>
    </message>
    <message>
        <source>Cost, pro-rated, low (CNY)</source>
        <translation>折算费用下限（元）</translation>
    </message>
    <message>
        <source>Cost, pro-rated, high (CNY)</source>
        <translation>折算费用上限（元）</translation>
    </message>
    <message>
        <source>Cost, billed (CNY)</source>
        <translation>实付费用（元）</translation>
    </message>
    <message>
        <source>Deadline met (probability)</source>
        <translation>按期完成概率</translation>
    </message>
    <message>
        <source>Within budget (probability)</source>
        <translation>不超预算概率</translation>
    </message>
    <message>
        <source>Expected %1; between %2 and %3 depending on compute efficiency (%4 planned, end-to-end MFU %5).</source>
        <translation>预计 %1；视计算效率在 %2 到 %3 之间（按 %4 规划，端到端 MFU %5）。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Deadline: %1</source>
        <translation>期限：%1</translation>
    </message>
    <message>
        <source>Budget: %1</source>
        <translation>预算：%1</translation>
    </message>
    <message>
        <source>A month of weekly runs as billed; one run alone is billed %1 by the %2.</source>
        <translation>每周运行一个月的账单金额；单跑一次按%2计费为 %1。</translation>
    </message>
    <message>
        <source>A month of serving as billed.</source>
        <translation>推理服务一个月的账单金额。</translation>
    </message>
</context>
<context>
    <name>gp::ui::ConstraintsPage</name>
    <message>
        <source>Constraints</source>
        <translation>约束条件</translation>
    </message>
    <message>
        <source>What must the machine offer, by when must the job finish, and what may it cost? Leave the deadline or the budget empty when there is none.</source>
        <translation>机器必须提供什么、任务何时必须完成、最多能花多少钱？没有期限或预算时请留空。</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>要求</translation>
    </message>
    <message>
        <source>Physical &amp;isolation required (finance, medical, government data): rules out containers</source>
        <translation>要求物理隔离(&amp;I)（金融、医疗、政务数据）：排除容器实例</translation>
    </message>
    <message>
        <source>&amp;Domestic (信创) hardware required: Ascend only</source>
        <translation>要求信创硬件(&amp;D)：仅限昇腾</translation>
    </message>
    <message>
        <source>Custom &amp;kernels, drivers or root access needed</source>
        <translation>需要自定义内核、驱动或 root 权限(&amp;K)</translation>
    </message>
    <message>
        <source>Cross-machine &amp;expansion:</source>
        <translation>跨机扩展(&amp;E)：</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无期限</translation>
    </message>
    <message>
        <source>Dead&amp;line (days):</source>
        <translation>期限（天）(&amp;L)：</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <source>B&amp;udget (¥):</source>
        <translation>预算（¥）(&amp;U)：</translation>
    </message>
    <message>
        <source>Hours a month the team keeps the machine busy; above about 500 h monthly bare metal beats hourly containers.</source>
        <translation>团队每月让机器忙碌的小时数；超过约 500 小时，包月裸金属比按量容器实例更划算。</translation>
    </message>
    <message>
        <source>&amp;Monthly usage (hours):</source>
        <translation>每月使用（小时）(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Cadence:</source>
        <translation>节奏(&amp;C)：</translation>
    </message>
    <message>
        <source>Our code already runs on Ascend CA&amp;NN (no porting to count)</source>
        <translation>我们的代码已能在昇腾 CANN 上运行（不计迁移成本）(&amp;N)</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>不计</translation>
    </message>
    <message>
        <source>What finishing a day sooner is worth to the team. Left empty, the cheaper option wins unless the faster one is needed for the deadline or the weekly cadence.</source>
        <translation>提前一天完成对团队值多少钱。留空时，除非期限或每周节奏需要更快的方案，否则选更便宜的。</translation>
    </message>
    <message>
        <source>A day sa&amp;ved is worth (¥):</source>
        <translation>每节省一天价值（¥）(&amp;V)：</translation>
    </message>
    <message>
        <source>What a person-day of engineering costs; porting a CUDA code base to Ascend CANN takes about 2-5 person-days.</source>
        <translation>一个工程师人天的成本；把 CUDA 代码迁移到昇腾 CANN 约需 2-5 人天。</translation>
    </message>
    <message>
        <source>Engineer &amp;day rate (¥):</source>
        <translation>工程师人天费用（¥）(&amp;D)：</translation>
    </message>
</context>
<context>
    <name>gp::ui::CostTimeChart</name>
    <message>
        <source>Sustains %1 output tokens/s</source>
        <translation>可持续输出 %1 token/秒</translation>
    </message>
    <message>
        <source>Time: %1 (%2 – %3)</source>
        <translation>时间：%1（%2 – %3）</translation>
    </message>
    <message>
        <source>Cost, pro-rated: %1 (%2 – %3)</source>
        <translation>折算费用：%1（%2 – %3）</translation>
    </message>
    <message>
        <source>Cost, billed: %1</source>
        <translation>实付费用：%1</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Misses deadline or budget</source>
        <translation>超出期限或预算</translation>
    </message>
    <message>
        <source>Cannot run the job</source>
        <translation>无法运行此任务</translation>
    </message>
    <message>
        <source>Cost vs throughput (serving, per month)</source>
        <translation>费用与吞吐（推理服务，每月）</translation>
    </message>
    <message>
        <source>Cost vs time</source>
        <translation>费用与时间</translation>
    </message>
    <message>
        <source>Output tokens/s sustained (log scale)</source>
        <translation>可持续输出 token/秒（对数刻度）</translation>
    </message>
    <message>
        <source>Output tokens/s sustained</source>
        <translation>可持续输出 token/秒</translation>
    </message>
    <message>
        <source>Time (hours, log scale)</source>
        <translation>时间（小时，对数刻度）</translation>
    </message>
    <message>
        <source>Time (hours)</source>
        <translation>时间（小时）</translation>
    </message>
    <message>
        <source>Low–high range</source>
        <translation>低–高区间</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Deadline: %1</source>
        <translation>期限：%1</translation>
    </message>
    <message>
        <source>Deadline: %1 (off the chart)</source>
        <translation>期限：%1（超出图表范围）</translation>
    </message>
    <message>
        <source>Budget: %1</source>
        <translation>预算：%1</translation>
    </message>
    <message>
        <source>Budget: %1 (off the chart)</source>
        <translation>预算：%1（超出图表范围）</translation>
    </message>
    <message>
        <source>Cost, pro-rated</source>
        <translation>折算费用</translation>
    </message>
    <message numerus="yes">
        <source>and %n other(s) here</source>
        <translation>
            <numerusform>及此处另外 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) cannot run the job (no estimate)</source>
        <translation>
            <numerusform>%n 个方案无法运行此任务（无估算）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more option(s) in the Comparison table</source>
        <translation>
            <numerusform>另有 %n 个方案见“对比”表</numerusform>
        </translation>
    </message>
    <message>
        <source>With porting to CANN: %1</source>
        <translation>含迁移到 CANN：%1</translation>
    </message>
    <message>
        <source>Billed + porting (¥, log scale)</source>
        <translation>实付 + 迁移（¥，对数刻度）</translation>
    </message>
    <message>
        <source>Billed + porting (¥)</source>
        <translation>实付 + 迁移（¥）</translation>
    </message>
    <message>
        <source>Billed (¥, log scale)</source>
        <translation>实付（¥，对数刻度）</translation>
    </message>
    <message>
        <source>Billed (¥)</source>
        <translation>实付（¥）</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) not named here: see the Comparison table</source>
        <translation>
            <numerusform>%n 个方案未在此标名：见“对比”表</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::ImportPreviewDialog</name>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message numerus="yes">
        <source>%n bad row(s) in %1. Nothing will be imported: correct the file and import it again.</source>
        <translation>
            <numerusform>%1 中有 %n 行有误。不会导入任何内容：请改正文件后重新导入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>New offerings: %1</source>
        <translation>新增配置：%1</translation>
    </message>
    <message>
        <source>Price changes: %1</source>
        <translation>价格变动：%1</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Changed offerings: %1</source>
        <translation>变更配置：%1</translation>
    </message>
    <message>
        <source>Removed offerings: %1</source>
        <translation>移除配置：%1</translation>
    </message>
    <message>
        <source>Unchanged offerings: %1</source>
        <translation>未变配置：%1</translation>
    </message>
    <message>
        <source>%1 changes nothing in the catalog.</source>
        <translation>%1 不会改变价格库中的任何内容。</translation>
    </message>
    <message>
        <source>Warning: this import removes %1 of the %2 offerings in the catalog.</source>
        <translation>警告：此次导入将移除价格库 %2 个配置中的 %1 个。</translation>
    </message>
    <message>
        <source>%1: %2 -&gt; %3 (%4%)</source>
        <translation>%1：%2 -&gt; %3（%4%）</translation>
    </message>
    <message numerus="yes">
        <source>Warning: this import changes %n current price(s) by more than 50%:</source>
        <translation>
            <numerusform>警告：此次导入使 %n 个当前价格变动超过 50%：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3, %4 removed. Apply writes all of it in one go, or nothing.</source>
        <translation>%1：%2，%3，移除 %4 个。应用时一次性全部写入，否则不写入任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>%n new price row(s)</source>
        <translation>
            <numerusform>新增 %n 条价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new offering(s)</source>
        <translation>
            <numerusform>新增 %n 个配置</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::JobChoices</name>
    <message>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>Full-parameter training</source>
        <translation>全参数训练</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning (4-bit base)</source>
        <translation>QLoRA 微调（4 位基座）</translation>
    </message>
    <message>
        <source>Inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>BF16 (mixed precision)</source>
        <translation>BF16（混合精度）</translation>
    </message>
    <message>
        <source>FP16 (mixed precision)</source>
        <translation>FP16（混合精度）</translation>
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
        <translation>一台机器就够</translation>
    </message>
    <message>
        <source>Several machines within 6 months</source>
        <translation>6 个月内需要多台机器</translation>
    </message>
    <message>
        <source>Several machines now</source>
        <translation>现在就需要多台机器</translation>
    </message>
    <message>
        <source>One-off run</source>
        <translation>一次性运行</translation>
    </message>
    <message>
        <source>Repeated every week</source>
        <translation>每周重复</translation>
    </message>
</context>
<context>
    <name>gp::ui::JobInputsPanel</name>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Parameters (billions):</source>
        <translation>参数量（十亿）(&amp;P)：</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>方法(&amp;E)：</translation>
    </message>
    <message>
        <source>Precisio&amp;n:</source>
        <translation>精度(&amp;N)：</translation>
    </message>
    <message>
        <source>To&amp;kens (billions):</source>
        <translation>token 数（十亿）(&amp;K)：</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>约束条件</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&amp;Deadline (days):</source>
        <translation>期限（天）(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Budget (¥):</source>
        <translation>预算（¥）(&amp;B)：</translation>
    </message>
    <message>
        <source>Monthly &amp;usage (h):</source>
        <translation>每月使用（小时）(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Iteration:</source>
        <translation>迭代(&amp;I)：</translation>
    </message>
    <message>
        <source>E&amp;xpansion:</source>
        <translation>扩展(&amp;X)：</translation>
    </message>
    <message>
        <source>Physical isolation re&amp;quired</source>
        <translation>要求物理隔离(&amp;Q)</translation>
    </message>
    <message>
        <source>Domestic (信创) &amp;hardware required</source>
        <translation>要求信创硬件(&amp;H)</translation>
    </message>
    <message>
        <source>Custom kerne&amp;ls / root needed</source>
        <translation>需要自定义内核 / root(&amp;L)</translation>
    </message>
    <message>
        <source>Open the &amp;wizard…</source>
        <translation>打开向导(&amp;W)…</translation>
    </message>
    <message>
        <source>Open the wizard with this job to change the model architecture, candidates, trial runs and more.</source>
        <translation>用此任务打开向导，以修改模型结构、候选配置、试跑等。</translation>
    </message>
</context>
<context>
    <name>gp::ui::JobLimits</name>
    <message>
        <source>that is 100 trillion parameters</source>
        <translation>那是 100 万亿参数</translation>
    </message>
    <message>
        <source>the amount is in billions of tokens</source>
        <translation>单位是十亿 token</translation>
    </message>
    <message>
        <source>ten years</source>
        <translation>十年</translation>
    </message>
    <message>
        <source>the budget is in yuan</source>
        <translation>预算单位是元</translation>
    </message>
    <message>
        <source>a month has at most 744 hours</source>
        <translation>一个月最多 744 小时</translation>
    </message>
</context>
<context>
    <name>gp::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
</context>
<context>
    <name>gp::ui::MainWindow</name>
    <message>
        <source>&amp;Results</source>
        <translation>结果(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>价格库(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New plan…</source>
        <translation>新建规划(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message numerus="yes">
        <source>%n offering(s), prices observed up to %1. Prices move with the market: verify the live price before signing.</source>
        <translation>
            <numerusform>%n 个配置，价格观测截至 %1。价格随市场变动：签约前请核实实时价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>对比(&amp;M)</translation>
    </message>
    <message>
        <source>Start a new job from the default in the plan wizard</source>
        <translation>在规划向导中从默认任务开始新任务</translation>
    </message>
    <message>
        <source>&amp;Edit plan in the wizard…</source>
        <translation>在向导中编辑规划(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export &amp;PDF summary…</source>
        <translation>导出 PDF 摘要(&amp;P)…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>打印(&amp;R)…</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>导出(&amp;X)</translation>
    </message>
    <message>
        <source>Chart as P&amp;NG…</source>
        <translation>图表导出为 PNG(&amp;N)…</translation>
    </message>
    <message>
        <source>Chart as &amp;SVG…</source>
        <translation>图表导出为 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>Comparison as &amp;CSV…</source>
        <translation>对比表导出为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Plan as &amp;JSON…</source>
        <translation>规划导出为 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Add current job as &amp;scenario</source>
        <translation>将当前任务添加为场景(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with large type and the charts first; F11 or Escape leaves</source>
        <translation>全屏、大字号、图表优先；按 F11 或 Esc 退出</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>退出演示模式</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — GPU Planner</source>
        <translation>%1[*] — GPU Planner</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The job “%1” has changes that are not saved.</source>
        <translation>任务“%1”有未保存的更改。</translation>
    </message>
    <message>
        <source>Do you want to save them?</source>
        <translation>要保存吗？</translation>
    </message>
    <message>
        <source>Open job</source>
        <translation>打开任务</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot open the job</source>
        <translation>无法打开任务</translation>
    </message>
    <message>
        <source>The job file %1 could not be opened; nothing was changed.</source>
        <translation>无法打开任务文件 %1；未做任何更改。</translation>
    </message>
    <message>
        <source>Save job as</source>
        <translation>任务另存为</translation>
    </message>
    <message>
        <source>Cannot save the job</source>
        <translation>无法保存任务</translation>
    </message>
    <message>
        <source>The file on disk was not changed.</source>
        <translation>磁盘上的文件未被更改。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Export PDF summary</source>
        <translation>导出 PDF 摘要</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>无法使用打印机。</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>打印预览</translation>
    </message>
    <message>
        <source>Export chart as SVG</source>
        <translation>图表导出为 SVG</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 图形 (*.svg)</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>图表导出为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export comparison as CSV</source>
        <translation>对比表导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export plan as JSON</source>
        <translation>规划导出为 JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>Where the catalog is, and when prices count as stale</source>
        <translation>价格库位置，以及价格多久算过时</translation>
    </message>
    <message>
        <source>The catalog at %1 is used from the next start.</source>
        <translation>下次启动时使用 %1 的价格库。</translation>
    </message>
    <message>
        <source>Export one-page &amp;decision PDF…</source>
        <translation>导出一页决策 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>The recommendation, the trade against the runner-up, the chart and the checks before ordering, on one page for the meeting</source>
        <translation>推荐、与次选的取舍、图表和下单前的检查，一页纸带去开会</translation>
    </message>
    <message>
        <source>Export one-page decision PDF</source>
        <translation>导出一页决策 PDF</translation>
    </message>
    <message>
        <source>The scenarios kept from the last session could not be read (%1); the file was set aside as %2.</source>
        <translation>无法读取上次保留的场景（%1）；该文件已另存为 %2。</translation>
    </message>
    <message>
        <source>Add &amp;trial log…</source>
        <translation>添加试跑日志(&amp;T)…</translation>
    </message>
    <message>
        <source>Plan from a trial run&apos;s log (Megatron, NeMo, DeepSpeed, torchtune, Hugging Face Trainer, LLaMA-Factory); a log can also be dropped on the window</source>
        <translation>用试跑日志规划（Megatron、NeMo、DeepSpeed、torchtune、Hugging Face Trainer、LLaMA-Factory）；也可以把日志拖到窗口上</translation>
    </message>
    <message>
        <source>Add trial log</source>
        <translation>添加试跑日志</translation>
    </message>
    <message>
        <source>Training logs (*.log *.txt *.json *.jsonl);;All files (*)</source>
        <translation>训练日志 (*.log *.txt *.json *.jsonl);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>Read %1: %2 tokens/s on %n card(s)</source>
        <translation>
            <numerusform>已读取 %1：%n 张卡 %2 tokens/s</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the trial log</source>
        <translation>无法读取试跑日志</translation>
    </message>
    <message>
        <source>The log %1 could not be read; the job was not changed.</source>
        <translation>无法读取日志 %1；任务未改动。</translation>
    </message>
</context>
<context>
    <name>gp::ui::MemoryChart</name>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Card capacity</source>
        <translation>单卡容量</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>每卡显存（GB）</translation>
    </message>
    <message>
        <source>%1 ▸</source>
        <translation>%1 ▸</translation>
    </message>
    <message numerus="yes">
        <source>Memory per GPU (%n more option(s) in the Comparison table)</source>
        <translation>
            <numerusform>每卡显存（另有 %n 个方案见“对比”表）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::ModelPage</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Which model is trained or served? Pick a preset, or enter the parameter count of your own.</source>
        <translation>训练或部署哪个模型？选择预设，或输入您自己模型的参数量。</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>预设(&amp;P)：</translation>
    </message>
    <message>
        <source>e.g. 70</source>
        <translation>例如 70</translation>
    </message>
    <message>
        <source>P&amp;arameters (billions):</source>
        <translation>参数量（十亿）(&amp;A)：</translation>
    </message>
    <message>
        <source>dense model</source>
        <translation>稠密模型</translation>
    </message>
    <message>
        <source>Acti&amp;ve parameters (MoE, billions):</source>
        <translation>激活参数量（MoE，十亿）(&amp;V)：</translation>
    </message>
    <message>
        <source>Architecture (optional: estimated from the size when empty)</source>
        <translation>模型结构（可选：留空时按规模估算）</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>层数(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Hidden size:</source>
        <translation>隐藏维度(&amp;H)：</translation>
    </message>
    <message>
        <source>Attention h&amp;eads:</source>
        <translation>注意力头数(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;KV heads:</source>
        <translation>KV 头数(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>序列长度(&amp;S)：</translation>
    </message>
    <message>
        <source>Vo&amp;cabulary:</source>
        <translation>词表大小(&amp;C)：</translation>
    </message>
    <message>
        <source>Cannot exceed the total parameters.</source>
        <translation>不能超过总参数量。</translation>
    </message>
    <message>
        <source>Cannot exceed the attention heads.</source>
        <translation>不能超过注意力头数。</translation>
    </message>
    <message>
        <source>Attention heads must be a multiple of KV heads.</source>
        <translation>注意力头数必须是 KV 头数的倍数。</translation>
    </message>
    <message>
        <source>Must divide the hidden size.</source>
        <translation>必须能整除隐藏维度。</translation>
    </message>
</context>
<context>
    <name>gp::ui::NumberEdit</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Required.</source>
        <translation>必填。</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>请输入数字。</translation>
    </message>
    <message>
        <source>Enter a whole number.</source>
        <translation>请输入整数。</translation>
    </message>
    <message>
        <source>Must be more than %1.</source>
        <translation>必须大于 %1。</translation>
    </message>
    <message>
        <source>Must be at least %1.</source>
        <translation>不能小于 %1。</translation>
    </message>
    <message>
        <source>Must be at most %1.</source>
        <translation>不能大于 %1。</translation>
    </message>
    <message>
        <source>Must be at most %1: %2.</source>
        <translation>不能大于 %1：%2。</translation>
    </message>
</context>
<context>
    <name>gp::ui::OfferingEditModel</name>
    <message>
        <source>Edited or imported by a user: kept through upgrades of the shipped data.</source>
        <translation>由用户编辑或导入：内置数据升级时保留。</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>no accelerator has the id &quot;%1&quot;</source>
        <translation>没有 ID 为“%1”的加速卡</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>%1 of &quot;%2&quot;: %3</source>
        <translation>“%2”的%1：%3</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Label (Chinese)</source>
        <translation>名称（中文）</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Cards per node</source>
        <translation>每台卡数</translation>
    </message>
    <message>
        <source>Min. cards</source>
        <translation>最少卡数</translation>
    </message>
    <message>
        <source>Max. nodes</source>
        <translation>最多台数</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Region (Chinese)</source>
        <translation>地区（中文）</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>组网</translation>
    </message>
    <message>
        <source>Inter-node GB/s</source>
        <translation>机间 GB/s</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Current price</source>
        <translation>当前价格</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>观测日期</translation>
    </message>
    <message>
        <source>Not stated by the seller: the plan does not count a delivery time, and says so where a deadline depends on it.</source>
        <translation>卖方未标明：计划不计交付时间，并在期限取决于它时加以说明。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Delivery (days)</source>
        <translation>交付（天）</translation>
    </message>
</context>
<context>
    <name>gp::ui::OfferingTableModel</name>
    <message>
        <source>Offering</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Rental form</source>
        <translation>租用形式</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>组网</translation>
    </message>
    <message>
        <source>Current price</source>
        <translation>当前价格</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>观测日期</translation>
    </message>
</context>
<context>
    <name>gp::ui::OptionDetailsView</name>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>%1, between %2 and %3</source>
        <translation>%1，在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>Cost, billed</source>
        <translation>实付费用</translation>
    </message>
    <message>
        <source>Cost, pro-rated</source>
        <translation>折算费用</translation>
    </message>
    <message>
        <source>Paid but unused</source>
        <translation>已付费未使用</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>HFU (with recomputation)</source>
        <translation>HFU（含重计算）</translation>
    </message>
    <message>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <source>the job&apos;s MFU, converted for this option</source>
        <translation>任务给出的 MFU，按此方案换算</translation>
    </message>
    <message>
        <source>fitted to the job&apos;s measured trial runs</source>
        <translation>按任务的试跑实测拟合</translation>
    </message>
    <message>
        <source>the accelerator&apos;s calibrated figure in the catalog</source>
        <translation>价格库中该加速卡的校准数值</translation>
    </message>
    <message>
        <source>Efficiency from</source>
        <translation>效率来源</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Per hour, whole allocation</source>
        <translation>每小时（整套配置）</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>观测日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>A month of weekly runs, billed</source>
        <translation>每周运行一个月的账单</translation>
    </message>
    <message>
        <source>A month of serving, billed</source>
        <translation>推理服务一个月的账单</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on %1</source>
        <translation>
            <numerusform>%n 卡，共 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n 台机器</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::PlanExport</name>
    <message>
        <source>%1: cannot draw the chart as PNG</source>
        <translation>%1：无法把图表绘制为 PNG</translation>
    </message>
    <message>
        <source>GPU Planner chart</source>
        <translation>GPU Planner 图表</translation>
    </message>
    <message>
        <source>%1: cannot draw the chart as SVG</source>
        <translation>%1：无法把图表绘制为 SVG</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1：无法写入文件：%2</translation>
    </message>
</context>
<context>
    <name>gp::ui::PlanWizard</name>
    <message>
        <source>New plan</source>
        <translation>新建规划</translation>
    </message>
</context>
<context>
    <name>gp::ui::PriceAgeBanner</name>
    <message>
        <source>The catalog has no prices.</source>
        <translation>价格库中没有价格。</translation>
    </message>
    <message numerus="yes">
        <source>Prices are %n day(s) old (observed up to %1), older than %2 days: check the live prices before deciding, or update them in the Catalog tab.</source>
        <translation>
            <numerusform>价格已是 %n 天前的（观测截至 %1），超过 %2 天：决定前请核实实时价格，或在“价格库”标签页中更新。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prices observed up to %1 (%n day(s) ago).</source>
        <translation>
            <numerusform>价格观测截至 %1（%n 天前）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::PriceEditModel</name>
    <message>
        <source>must be a date written YYYY-MM-DD</source>
        <translation>必须是 YYYY-MM-DD 格式的日期</translation>
    </message>
    <message>
        <source>must be hour, day or month</source>
        <translation>必须是 hour、day 或 month</translation>
    </message>
    <message>
        <source>must be gpu or node</source>
        <translation>必须是 gpu 或 node</translation>
    </message>
    <message>
        <source>must be an amount of 0 or more with at most two decimals, like 86880.00</source>
        <translation>必须是不小于 0、最多两位小数的金额，例如 86880.00</translation>
    </message>
    <message>
        <source>must be empty or an amount of 0 or more with at most two decimals</source>
        <translation>必须为空或不小于 0、最多两位小数的金额</translation>
    </message>
    <message>
        <source>must be a three-letter code such as CNY</source>
        <translation>必须是三个字母的代码，例如 CNY</translation>
    </message>
    <message>
        <source>%1 of the price of &quot;%2&quot; observed on %3: %4</source>
        <translation>“%2”在 %3 观测的价格的%1：%4</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>观测日期</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Per</source>
        <translation>计价对象</translation>
    </message>
    <message>
        <source>Price (CNY)</source>
        <translation>价格（CNY）</translation>
    </message>
    <message>
        <source>List price (CNY)</source>
        <translation>原价（CNY）</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>day</source>
        <translation>天</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>card</source>
        <translation>卡</translation>
    </message>
    <message>
        <source>node</source>
        <translation>台</translation>
    </message>
</context>
<context>
    <name>gp::ui::PriceHistoryChart</name>
    <message>
        <source>Observed on</source>
        <translation>观测日期</translation>
    </message>
    <message>
        <source>Price (CNY)</source>
        <translation>价格（CNY）</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>价格历史</translation>
    </message>
    <message numerus="yes">
        <source>Price history of %n offering(s)</source>
        <translation>
            <numerusform>%n 个配置的价格历史</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::PriceTableModel</name>
    <message>
        <source>Observed on</source>
        <translation>观测日期</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>原价</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>gp::ui::RecommendationSummary</name>
    <message>
        <source>No candidate can run this job as specified.</source>
        <translation>按当前条件，没有候选方案能运行此任务。</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Cost, billed</source>
        <translation>实付费用</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Against the runner-up</source>
        <translation>与次优方案相比</translation>
    </message>
    <message>
        <source>If the date can move</source>
        <translation>如果期限可以放宽</translation>
    </message>
    <message>
        <source>With porting</source>
        <translation>含迁移</translation>
    </message>
    <message>
        <source>Each run within the week</source>
        <translation>每次运行在一周内完成</translation>
    </message>
    <message>
        <source>Before signing</source>
        <translation>签约之前</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on %1</source>
        <translation>
            <numerusform>%n 卡，共 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n 台机器</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::RecommendationView</name>
    <message>
        <source>No candidate can run this job as specified.</source>
        <translation>按给定条件，没有候选配置能运行此任务。</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>推荐：%1</translation>
    </message>
    <message>
        <source>Also consider</source>
        <translation>也可考虑</translation>
    </message>
    <message>
        <source>Prices as observed up to %1; they move with the market: verify the live price before signing.</source>
        <translation>价格观测截至 %1；价格随市场变动：签约前请核实实时价格。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1; billed %2 a month.</source>
        <translation>
            <numerusform>%n 张卡，%1；每月计费 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1; about %2 (%3) a run; a month of weekly runs is billed %4.</source>
        <translation>
            <numerusform>%n 张卡，%1；每次运行约 %2（%3）；每周运行一次，一个月计费 %4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1; about %2 (%3); billed %4 (%5 pro-rated).</source>
        <translation>
            <numerusform>%n 张卡，%1；约 %2（%3）；计费 %4（按时折算 %5）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an option and why it cannot run the job</comment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gp::ui::ResultsPage</name>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Finish shows these results in the main window, where every input stays editable.</source>
        <translation>点击“完成”后，这些结果会显示在主窗口中，所有输入仍可编辑。</translation>
    </message>
    <message>
        <source>Co&amp;mparison</source>
        <translation>对比(&amp;M)</translation>
    </message>
    <message>
        <source>Cost vs &amp;time</source>
        <translation>费用与时间(&amp;T)</translation>
    </message>
</context>
<context>
    <name>gp::ui::ResultsWorkspace</name>
    <message>
        <source>Compari&amp;son</source>
        <translation>对比(&amp;S)</translation>
    </message>
    <message>
        <source>Cost vs &amp;time</source>
        <translation>费用与时间(&amp;T)</translation>
    </message>
    <message>
        <source>Memor&amp;y per GPU</source>
        <translation>每卡显存(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Accelerator:</source>
        <translation>加速卡(&amp;A)：</translation>
    </message>
    <message>
        <source>Break-e&amp;ven</source>
        <translation>盈亏平衡(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Offering:</source>
        <translation>配置(&amp;O)：</translation>
    </message>
    <message>
        <source>Scalin&amp;g</source>
        <translation>扩展性(&amp;G)</translation>
    </message>
    <message>
        <source>Not a valid value: %1. The results below are those of the last valid job.</source>
        <translation>数值无效：%1。下方结果仍是上一个有效任务的结果。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>gp::ui::ScalingChart</name>
    <message>
        <source>Scaling: %1</source>
        <translation>扩展性：%1</translation>
    </message>
    <message>
        <source>Cards (log scale)</source>
        <translation>卡数（对数刻度）</translation>
    </message>
    <message>
        <source>Time (hours)</source>
        <translation>时间（小时）</translation>
    </message>
    <message>
        <source>Cost, pro-rated (¥)</source>
        <translation>折算费用（¥）</translation>
    </message>
    <message>
        <source>Time if scaling were perfect</source>
        <translation>理想线性扩展时的时间</translation>
    </message>
    <message>
        <source>Deadline: %1</source>
        <translation>期限：%1</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>时间（小时）</translation>
    </message>
    <message numerus="yes">
        <source>Cannot run the job with %1 card(s)</source>
        <translation>
            <numerusform>%1 卡无法运行此任务</numerusform>
        </translation>
    </message>
    <message>
        <source>Faster than perfect scaling at %1 cards: with more cards the layout needs less recomputation or offloading than at %2.</source>
        <translation>在 %1 卡时快于“完美扩展”：卡数更多时，并行布局所需的重计算或卸载比 %2 卡时更少。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on %1: %2, %3 pro-rated, %4 billed; scaling efficiency %5</source>
        <translation>
            <numerusform>%1共 %n 卡：%2，折算 %3，实付 %4；扩展效率 %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s)</source>
        <translation>
            <numerusform>%n 台机器</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::ScenarioFile</name>
    <message>
        <source>GPU Planner jobs (*.gpuplan);;All files (*)</source>
        <translation>GPU Planner 任务 (*.gpuplan);;所有文件 (*)</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1：无法写入文件：%2</translation>
    </message>
    <message>
        <source>cannot read the file: not a regular file</source>
        <translation>无法读取文件：不是普通文件</translation>
    </message>
    <message>
        <source>cannot read the file: it is larger than %1 MB</source>
        <translation>无法读取文件：大于 %1 MB</translation>
    </message>
</context>
<context>
    <name>gp::ui::ScenarioSet</name>
    <message>
        <source>GPU Planner scenario sets (*.gpuplanset);;All files (*)</source>
        <translation>GPU Planner 场景集 (*.gpuplanset);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>not a scenario set (a JSON object is expected)</source>
        <translation>不是场景集（应为 JSON 对象）</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>必须是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>must be a non-empty text</source>
        <translation>必须是非空文本</translation>
    </message>
    <message>
        <source>must be a job (a JSON object)</source>
        <translation>必须是任务（JSON 对象）</translation>
    </message>
    <message>
        <source>cannot read the file: no such file</source>
        <translation>无法读取文件：文件不存在</translation>
    </message>
</context>
<context>
    <name>gp::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>A catalog file (SQLite), or a team catalog on PostgreSQL as postgresql://user@host[:port]/database. Empty: the default file shown greyed. Used from the next start.</source>
        <translation>价格库文件（SQLite），或 PostgreSQL 上的团队价格库，写作 postgresql://用户@主机[:端口]/数据库。留空：使用灰色显示的默认文件。下次启动时生效。</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Older prices turn the banner above the results red and put a warning on the first page of the PDF summary.</source>
        <translation>价格超过此天数，结果上方的提示条变红，PDF 摘要首页也会给出警告。</translation>
    </message>
    <message>
        <source>Catalog &amp;location:</source>
        <translation>价格库位置(&amp;L)：</translation>
    </message>
    <message>
        <source>Call prices &amp;stale after:</source>
        <translation>价格过时天数(&amp;S)：</translation>
    </message>
    <message>
        <source>Write a team catalog as postgresql://user@host[:port]/database.</source>
        <translation>团队价格库请写作 postgresql://用户@主机[:端口]/数据库。</translation>
    </message>
    <message>
        <source>This is a folder; name the catalog file inside it.</source>
        <translation>这是一个文件夹，请写出其中的价格库文件名。</translation>
    </message>
    <message>
        <source>Give the whole path of the file, starting with /.</source>
        <translation>请给出以 / 开头的完整文件路径。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>Catalog file</source>
        <translation>价格库文件</translation>
    </message>
    <message>
        <source>GPU Planner catalogs (*.sqlite);;All files (*)</source>
        <translation>GPU Planner 价格库 (*.sqlite);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>gp::ui::Startup</name>
    <message>
        <source>Catalog problem</source>
        <translation>价格库问题</translation>
    </message>
    <message>
        <source>You can set the file aside (it is renamed, never deleted) and start from the default catalog, or use the built-in catalog for this session only.</source>
        <translation>您可以把该文件移到一旁（只重命名，绝不删除）并从默认价格库重新开始，或仅在本次会话中使用内置价格库。</translation>
    </message>
    <message>
        <source>&amp;Set aside and start fresh</source>
        <translation>移到一旁并重新开始(&amp;S)</translation>
    </message>
    <message>
        <source>The file was not changed. You can use the built-in catalog for this session only.</source>
        <translation>文件未被更改。您可以仅在本次会话中使用内置价格库。</translation>
    </message>
    <message>
        <source>Use the &amp;built-in catalog</source>
        <translation>使用内置价格库(&amp;B)</translation>
    </message>
    <message>
        <source>Use the catalog in FILE.</source>
        <translation>使用 FILE 中的价格库。</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>价格库：%1</translation>
    </message>
    <message>
        <source>Catalog: %1 (the old file was kept as %2)</source>
        <translation>价格库：%1（旧文件保存为 %2）</translation>
    </message>
    <message>
        <source>Built-in catalog for this session only (%1 was not changed)</source>
        <translation>仅本次会话使用的内置价格库（%1 未被更改）</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation>（只读）</translation>
    </message>
    <message>
        <source>Quit once the window shows the results; print the start-up time and peak memory.</source>
        <translation>窗口显示结果后退出；打印启动耗时和峰值内存。</translation>
    </message>
    <message>
        <source>A job file (.gpuplan) to open.</source>
        <translation>要打开的任务文件（.gpuplan）。</translation>
    </message>
</context>
<context>
    <name>gp::ui::TrainingPage</name>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>How is the model trained (or served), and how much work is it?</source>
        <translation>模型如何训练（或部署），工作量有多大？</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <source>Amount of training</source>
        <translation>训练量</translation>
    </message>
    <message>
        <source>&amp;Tokens (billions):</source>
        <translation>token 数（十亿）(&amp;T)：</translation>
    </message>
    <message>
        <source>e.g. 5</source>
        <translation>例如 5</translation>
    </message>
    <message>
        <source>&amp;Samples × length × epochs:</source>
        <translation>样本数 × 长度 × 轮数(&amp;S)：</translation>
    </message>
    <message>
        <source>    N&amp;umber of samples:</source>
        <translation>    样本数(&amp;U)：</translation>
    </message>
    <message>
        <source>    Tokens per samp&amp;le:</source>
        <translation>    每样本 token 数(&amp;L)：</translation>
    </message>
    <message>
        <source>    Epoc&amp;hs:</source>
        <translation>    轮数(&amp;H)：</translation>
    </message>
    <message>
        <source>LoRA &amp;rank:</source>
        <translation>LoRA 秩(&amp;R)：</translation>
    </message>
    <message>
        <source>Serving load</source>
        <translation>服务负载</translation>
    </message>
    <message>
        <source>&amp;Concurrent requests:</source>
        <translation>并发请求数(&amp;C)：</translation>
    </message>
    <message>
        <source>Conte&amp;xt (tokens):</source>
        <translation>上下文（token）(&amp;X)：</translation>
    </message>
    <message>
        <source>Too many tokens.</source>
        <translation>token 数过多。</translation>
    </message>
    <message>
        <source>= %1 billion tokens: too many</source>
        <translation>= %1B token：过多</translation>
    </message>
    <message>
        <source>= %1 billion tokens</source>
        <translation>= %1B token</translation>
    </message>
    <message>
        <source>Output per re&amp;quest (tokens/s):</source>
        <translation>每个请求的输出（token/秒）(&amp;Q)：</translation>
    </message>
    <message>
        <source>Tar&amp;get output in all (tokens/s, optional):</source>
        <translation>总目标输出（token/秒，可选）(&amp;G)：</translation>
    </message>
    <message>
        <source>Serving so&amp;ftware:</source>
        <translation>推理软件(&amp;F)：</translation>
    </message>
    <message>
        <source>Training so&amp;ftware:</source>
        <translation>训练软件(&amp;F)：</translation>
    </message>
    <message>
        <source>Most likely for this job: %1</source>
        <translation>这类任务最可能用的：%1</translation>
    </message>
    <message>
        <source>The plan states this choice; pick your own stack to plan with its speed and memory.</source>
        <translation>规划会写明这个选择；选你们自己的框架，就按它的速度与显存规划。</translation>
    </message>
</context>
<context>
    <name>gp::ui::TrialLogDialog</name>
    <message>
        <source>Add a trial log</source>
        <translation>添加试跑日志</translation>
    </message>
    <message numerus="yes">
        <source>The log says the run had %n card(s).</source>
        <translation>
            <numerusform>日志显示这次试跑用了 %n 张卡。</numerusform>
        </translation>
    </message>
    <message>
        <source>The log does not say how many cards the run had: give them.</source>
        <translation>日志没有写明这次试跑用了几张卡，请填写。</translation>
    </message>
    <message>
        <source>&amp;Accelerator of the run:</source>
        <translation>试跑所用加速卡(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Cards of the run:</source>
        <translation>试跑卡数(&amp;C)：</translation>
    </message>
    <message>
        <source>Its steady speed and peak memory replace the model&apos;s figures for this accelerator and card count; the job keeps the log&apos;s path.</source>
        <translation>日志中稳定阶段的速度和显存峰值将取代模型对这种加速卡和卡数的估算；任务文件会记下日志的路径。</translation>
    </message>
</context>
</TS>
