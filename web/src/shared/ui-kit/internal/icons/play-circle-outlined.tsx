import definition from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function PlayCircleOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
