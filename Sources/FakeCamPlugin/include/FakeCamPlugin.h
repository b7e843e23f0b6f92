/* libv4l2 plugin that makes regular files act as webcams; see fakecam_plugin.c. */
